import type { RemoteModules } from '@inklined/contracts/remote-modules';
import { BlogPostPage } from '../features/blog/BlogPostPage';

const Exposed: RemoteModules['marketing/BlogPostPage'] = BlogPostPage;
export default Exposed;
