import type { ResolvedPath } from '../src/ssr/render-page';
import { isOpen, isPublished } from '@inklined/contracts/content-dates';
import { isPostIndex, isRoleIndex } from './remote-indexes';

/** Under which key a path's rendered page is kept and shared, and the status it is sent with. */
export interface PageKey {
  readonly key: string;
  /** Overrides the render's own status: an unknown role is a 404 though its route exists. */
  readonly status?: number;
}

/**
 * The rendered page a path shares: each page under its route (not the path as typed, so
 * `/about/` and `/about` are one page), every unknown path one "Page not found", every unknown
 * role one "Job not found" (404), every unknown post (or one whose publish time, by `now`, is
 * still to come) one "Post not found" (404), a role past its last day its "has closed" page (410), and while
 * careers (or marketing) cannot say which roles (posts) exist, every such page the one page that
 * rendering without them gives. So only real pages ever add entries, however
 * many made-up paths arrive.
 */
export function pageKeyFor(resolved: ResolvedPath, index: unknown, now: number = Date.now()): PageKey {
  if (resolved.kind === 'notFound') return { key: 'not-found' };
  if (resolved.kind === 'page') return { key: resolved.route.path };
  if (resolved.kind === 'post') {
    if (!isPostIndex(index)) return { key: 'post-unavailable' };
    const known = index.posts.some((post) => post.id === resolved.postId && isPublished(post, now));
    return known ? { key: `post:${resolved.postId}` } : { key: 'post-not-found', status: 404 };
  }
  if (!isRoleIndex(index)) return { key: 'role-unavailable' };
  const role = index.roles.find((known) => known.id === resolved.roleId);
  if (!role) return { key: 'role-not-found', status: 404 };
  // A closed role's page says so: its own page (it names the role), gone for good (410).
  return isOpen(role, now) ? { key: `role:${role.id}` } : { key: `role-closed:${role.id}`, status: 410 };
}
