import { PlaceholderScreen } from '../../shared/ui/placeholder-screen.tsx';

export function AdminPage() {
  return <PlaceholderScreen title="Admin" />;
}
