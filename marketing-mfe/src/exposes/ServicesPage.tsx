import type { RemoteModules } from '@inklined/contracts/remote-modules';
import { ServicesPage } from '../features/services/ServicesPage';

const Exposed: RemoteModules['marketing/ServicesPage'] = ServicesPage;
export default Exposed;
