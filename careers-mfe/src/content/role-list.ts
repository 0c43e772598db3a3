import { isOpen } from '@inklined/contracts/content-dates';
import { inOrder, type JobPosting } from './jobs';
import summaries from './role-summaries.collection';

/** Every role built, in their order; closed ones among them. */
export const builtRoles: readonly JobPosting[] = inOrder(summaries);

/** The roles taking applications at `now`: the careers page's list. */
export function openRoles(now: number): readonly JobPosting[] {
  return builtRoles.filter((job) => isOpen(job, now));
}
