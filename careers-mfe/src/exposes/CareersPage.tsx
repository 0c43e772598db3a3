import type { RemoteModules } from '@inklined/contracts/remote-modules';
import { CareersPage } from '../features/careers/CareersPage';

const Exposed: RemoteModules['careers/CareersPage'] = CareersPage;
export default Exposed;
