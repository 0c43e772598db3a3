import type { RemoteModules } from '@inklined/contracts/remote-modules';
import { CareerDetailPage } from '../features/career-detail/CareerDetailPage';

const Exposed: RemoteModules['careers/CareerDetailPage'] = CareerDetailPage;
export default Exposed;
