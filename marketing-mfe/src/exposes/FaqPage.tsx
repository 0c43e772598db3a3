import type { RemoteModules } from '@inklined/contracts/remote-modules';
import { FaqPage } from '../features/faq/FaqPage';

const Exposed: RemoteModules['marketing/FaqPage'] = FaqPage;
export default Exposed;
