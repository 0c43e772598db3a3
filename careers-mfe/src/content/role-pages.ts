import { isOpen } from '@inklined/contracts/content-dates';
import { inOrder } from './jobs';
import roles from './roles.collection';

/** A role with its text in sections, for its own page. */
export type JobWithText = (typeof roles)[number];

const ordered = inOrder(roles);

/** The role with this id, open or closed (its page says which), if there is one. */
export function findJob(roleId: string): JobWithText | undefined {
  return ordered.find((job) => job.slug === roleId);
}

/** The roles but this one taking applications at `now`: a role page's "Other Open Positions". */
export function otherOpenRoles(roleId: string, now: number): readonly JobWithText[] {
  return ordered.filter((job) => job.slug !== roleId && isOpen(job, now));
}
