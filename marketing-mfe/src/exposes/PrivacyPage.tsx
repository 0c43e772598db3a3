import type { RemoteModules } from '@inklined/contracts/remote-modules';
import { PrivacyPage } from '../features/privacy/PrivacyPage';

const Exposed: RemoteModules['marketing/PrivacyPage'] = PrivacyPage;
export default Exposed;
