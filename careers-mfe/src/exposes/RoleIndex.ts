import type { RemoteModules } from '@inklined/contracts/remote-modules';
import { builtRoles } from '../content/role-list';

/** Every role built, closing days with them: the shell's server decides by its clock. */
const Exposed: RemoteModules['careers/RoleIndex'] = {
  roles: builtRoles.map(({ slug, title, validThrough, datePosted }) => ({
    id: slug,
    title,
    validThrough,
    lastmod: datePosted,
  })),
};
export default Exposed;
