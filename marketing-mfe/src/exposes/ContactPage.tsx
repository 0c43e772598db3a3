import type { RemoteModules } from '@inklined/contracts/remote-modules';
import { ContactPage } from '../features/contact/ContactPage';

const Exposed: RemoteModules['marketing/ContactPage'] = ContactPage;
export default Exposed;
