import type { PostIndex, PostSummary, RoleIndex, RoleSummary } from '@inklined/contracts/remote-modules';

/**
 * What a remote's index module gave, checked before it is read: a remote of another release (or
 * a broken one) may give anything, and the server must not act on what it cannot read.
 */
const isListOfIds = (value: unknown) =>
  Array.isArray(value) && value.every((item) => typeof (item as { id?: unknown } | null)?.id === 'string');

const isOptionalText = (value: unknown) => value === undefined || typeof value === 'string';

export function isRoleIndex(value: unknown): value is RoleIndex {
  const roles = (value as RoleIndex | undefined)?.roles;
  const fields = ['validThrough', 'lastmod'] as const;
  return isListOfIds(roles) && roles!.every((role) => fields.every((field) => isOptionalText(role[field])));
}

/**
 * Whether a role still takes applications at `now` (ms): through the end of its last day in IST,
 * the company's zone (careers-mfe's jobs.ts says the same). A day that is not a day keeps it open.
 */
export function isOpenRole(role: RoleSummary, now: number): boolean {
  return role.validThrough === undefined || !(Date.parse(`${role.validThrough}T23:59:59.999+05:30`) < now);
}

export function isPostIndex(value: unknown): value is PostIndex {
  const posts = (value as PostIndex | undefined)?.posts;
  const fields = ['publishAt', 'lastmod', 'date', 'author', 'excerpt'] as const;
  return isListOfIds(posts) && posts!.every((post) => fields.every((field) => isOptionalText(post[field])));
}

/**
 * Whether a post is out at `now` (ms), by the server's clock at the request: a scheduled post
 * comes out without a release. A publish time that is not a time keeps the post in.
 */
export function isPublished(post: PostSummary, now: number): boolean {
  return post.publishAt === undefined || !(Date.parse(post.publishAt) > now);
}
