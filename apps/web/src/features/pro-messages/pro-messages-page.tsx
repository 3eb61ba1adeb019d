import { PlaceholderScreen } from '../../shared/ui/placeholder-screen.tsx';

/** The older message page for pro accounts (issue 7). */
export function ProMessagesPage() {
  return <PlaceholderScreen title="Messages" />;
}
