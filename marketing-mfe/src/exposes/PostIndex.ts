import type { RemoteModules } from '@inklined/contracts/remote-modules';
import { blogPosts } from '../content/blog';

const Exposed: RemoteModules['marketing/PostIndex'] = {
  posts: blogPosts.map(({ id, title }) => ({ id, title })),
};
export default Exposed;
