import { PlaceholderScreen } from '../../shared/ui/placeholder-screen.tsx';

export function BuilderPage() {
  return (
    <PlaceholderScreen title="Website builder">
      <p className="text-slate-600">The 8-step wizard is being built.</p>
    </PlaceholderScreen>
  );
}
