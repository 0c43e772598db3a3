import type { RemoteModules } from '@inklined/contracts/remote-modules';
import { BlogPage } from '../features/blog/BlogPage';

const Exposed: RemoteModules['marketing/BlogPage'] = BlogPage;
export default Exposed;
