import { useParams } from 'react-router';
import { PlaceholderScreen } from '../../shared/ui/placeholder-screen.tsx';

export function TemplatePreviewPage() {
  const { templateName } = useParams();
  return <PlaceholderScreen title={`Template ${templateName ?? ''}`} />;
}
