import { useParams } from 'react-router';
import { NotFoundScreen } from '../shared/ui/not-found-screen.tsx';

/** Any path the router does not know, of two segments or more (one segment is the confirmation-code route). */
export function UnknownPathScreen() {
  const { '*': path = '' } = useParams();
  return <NotFoundScreen path={path} />;
}
