import { Link } from 'react-router-dom';
import { Embed } from '../remotes/EmbeddedPart';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { PageHead } from './PageHead';
import type { PageRoute } from './routes';

/** A page owned by a remote: the shell gives it the router's Link, Embed, Head and its fallback. */
export function RemotePage({ route }: { readonly route: PageRoute }) {
  return <RemoteSlot id={route.module} props={{ Link, Embed, Head: PageHead }} />;
}
