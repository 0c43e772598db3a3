import { Link } from 'react-router-dom';
import { Embed } from '../remotes/EmbeddedPart';
import { RemoteSlot } from '../remotes/RemoteSlot';
import type { PageRoute } from './routes';
import { useDocumentTitle } from './useDocumentTitle';

/** A page owned by a remote: the shell gives it the title, the router's Link, Embed and its fallback. */
export function RemotePage({ route }: { readonly route: PageRoute }) {
  useDocumentTitle(route.title);
  return <RemoteSlot id={route.module} props={{ Link, Embed }} />;
}
