import { Link } from 'react-router-dom';
import type { PageRoute } from './routes';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { useDocumentTitle } from './useDocumentTitle';

/** A page owned by a remote: the shell gives it the title, the router's Link and its fallback. */
export function RemotePage({ route }: { readonly route: PageRoute }) {
  useDocumentTitle(route.title);
  return <RemoteSlot id={route.module} props={{ Link }} />;
}
