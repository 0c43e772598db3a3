import type { RemoteModules } from '@inklined/contracts/remote-modules';
import { JobApplicationForm } from '../features/job-application/JobApplicationForm';

const Exposed: RemoteModules['forms/JobApplicationForm'] = JobApplicationForm;
export default Exposed;
