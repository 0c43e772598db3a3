import type { RemoteModules } from '@inklined/contracts/remote-modules';
import { AboutPage } from '../features/about/AboutPage';

const Exposed: RemoteModules['marketing/AboutPage'] = AboutPage;
export default Exposed;
