import type { RoleIndex } from '@inklined/contracts/remote-modules';
import type { ResolvedPath } from '../src/ssr/render-page';

/** Under which key a path's rendered page is kept and shared, and the status it is sent with. */
export interface PageKey {
  readonly key: string;
  /** Overrides the render's own status: an unknown role is a 404 though its route exists. */
  readonly status?: number;
}

function isRoleIndex(value: unknown): value is RoleIndex {
  return Array.isArray((value as RoleIndex | undefined)?.roles);
}

/**
 * The rendered page a path shares: each page under its route (not the path as typed, so
 * `/about/` and `/about` are one page), every unknown path one "Page not found", every unknown
 * role one "Job not found" (404), and while careers cannot say which roles exist, every role
 * page the one page careers-less rendering gives. So only real pages ever add entries, however
 * many made-up paths arrive.
 */
export function pageKeyFor(resolved: ResolvedPath, roleIndex: unknown): PageKey {
  if (resolved.kind === 'notFound') return { key: 'not-found' };
  if (resolved.kind === 'page') return { key: resolved.route.path };
  if (!isRoleIndex(roleIndex)) return { key: 'role-unavailable' };
  const known = roleIndex.roles.some((role) => role.id === resolved.roleId);
  return known ? { key: `role:${resolved.roleId}` } : { key: 'role-not-found', status: 404 };
}
