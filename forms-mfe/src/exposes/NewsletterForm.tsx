import type { RemoteModules } from '@inklined/contracts/remote-modules';
import { NewsletterForm } from '../features/newsletter/NewsletterForm';

const Exposed: RemoteModules['forms/NewsletterForm'] = NewsletterForm;
export default Exposed;
