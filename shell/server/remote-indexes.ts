import type { PostIndex, RoleIndex } from '@inklined/contracts/remote-modules';

/**
 * What a remote's index module gave, checked before it is read: a remote of another release (or
 * a broken one) may give anything, and the server must not act on what it cannot read.
 */
const isListOfIds = (value: unknown) =>
  Array.isArray(value) && value.every((item) => typeof (item as { id?: unknown } | null)?.id === 'string');

const isOptionalText = (value: unknown) => value === undefined || typeof value === 'string';
/** A day as YYYY-MM-DD, or a time Date can read: what the sitemap and the feed write from it. */
const isOptionalDay = (value: unknown) =>
  value === undefined ||
  (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)));
const isOptionalTime = (value: unknown) =>
  value === undefined || (typeof value === 'string' && !Number.isNaN(Date.parse(value)));

export function isRoleIndex(value: unknown): value is RoleIndex {
  const roles = (value as RoleIndex | undefined)?.roles;
  return isListOfIds(roles) && roles!.every((role) => isOptionalDay(role.validThrough) && isOptionalDay(role.lastmod));
}

export function isPostIndex(value: unknown): value is PostIndex {
  const posts = (value as PostIndex | undefined)?.posts;
  return (
    isListOfIds(posts) &&
    posts!.every(
      (post) =>
        isOptionalTime(post.publishAt) &&
        isOptionalDay(post.lastmod) &&
        isOptionalDay(post.date) &&
        isOptionalText(post.author) &&
        isOptionalText(post.excerpt),
    )
  );
}
