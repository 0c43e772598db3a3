import { Link, useParams } from 'react-router-dom';
import { Embed } from '../remotes/EmbeddedPart';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { PageHead } from './PageHead';

/** marketing-mfe does not import the router: the shell reads `:postId` and passes it as a prop. */
export function BlogPostRoute() {
  const { postId = '' } = useParams();
  return <RemoteSlot id="marketing/BlogPostPage" props={{ Link, Embed, Head: PageHead, postId }} />;
}
