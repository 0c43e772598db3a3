import type { RemoteModules } from '@inklined/contracts/remote-modules';
import { ContactForm } from '../features/contact-form/ContactForm';

const Exposed: RemoteModules['forms/ContactForm'] = ContactForm;
export default Exposed;
