import type { RemoteModules } from '@inklined/contracts/remote-modules';
import { builtPosts } from '../content/post-list';

/** Every post built, scheduled ones with their time: the shell's server decides by its clock. */
const Exposed: RemoteModules['marketing/PostIndex'] = {
  posts: builtPosts.map(({ slug, title, publishAt, date, author, excerpt }) => ({
    id: slug,
    title,
    publishAt,
    lastmod: date,
    date,
    author,
    excerpt,
  })),
};
export default Exposed;
