import type { RemoteModules } from '@inklined/contracts/remote-modules';
import { HomePage } from '../features/home/HomePage';

const Exposed: RemoteModules['marketing/HomePage'] = HomePage;
export default Exposed;
