import type { RemoteModules } from '@inklined/contracts/remote-modules';
import { jobPostings } from '../content/jobs';

const Exposed: RemoteModules['careers/RoleIndex'] = {
  roles: jobPostings.map(({ id, title }) => ({ id, title })),
};
export default Exposed;
