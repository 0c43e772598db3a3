import type { PostIndex, RoleIndex } from '@inklined/contracts/remote-modules';

/**
 * What a remote's index module gave, checked before it is read: a remote of another release (or
 * a broken one) may give anything, and the server must not act on what it cannot read.
 */
const isListOfIds = (value: unknown) =>
  Array.isArray(value) && value.every((item) => typeof (item as { id?: unknown } | null)?.id === 'string');

export function isRoleIndex(value: unknown): value is RoleIndex {
  return isListOfIds((value as RoleIndex | undefined)?.roles);
}

export function isPostIndex(value: unknown): value is PostIndex {
  return isListOfIds((value as PostIndex | undefined)?.posts);
}
