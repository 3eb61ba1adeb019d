import { PlaceholderScreen } from '../../shared/ui/placeholder-screen.tsx';

export function ScreenshotAdminPage() {
  return <PlaceholderScreen title="Screenshot admin" />;
}
