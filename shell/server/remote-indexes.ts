import type { PostIndex, RoleIndex } from '@inklined/contracts/remote-modules';

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

export function isPostIndex(value: unknown): value is PostIndex {
  const posts = (value as PostIndex | undefined)?.posts;
  const fields = ['publishAt', 'lastmod', 'date', 'author', 'excerpt'] as const;
  return isListOfIds(posts) && posts!.every((post) => fields.every((field) => isOptionalText(post[field])));
}
