import { isOpen } from '@inklined/contracts/content-dates';
import type { TextOf } from '@inklined/content/define-collection';
import type { TextSource } from '@inklined/design-system/EntryText';
import type { JobPosting } from './jobs';
import { builtRoles } from './role-list';
import texts from './role-texts.collection';

/** A role's text: its sections, each a `## heading` of its file and the HTML under it. */
export type RoleSections = TextOf<'sections'>;

/** A role with its text, for its page's structured data. */
export type JobWithText = JobPosting & { readonly sections: RoleSections };

/** The role with this id, open or closed (its page says which), if there is one: its text is `roleSections`'. */
export function findJob(roleId: string): JobPosting | undefined {
  return builtRoles.find((job) => job.slug === roleId);
}

/** A built role's text: at hand on the server, its own file in the browser. */
export function roleSections(roleId: string): TextSource<RoleSections> {
  const text = texts[roleId];
  if (!text) throw new Error(`No text for the role "${roleId}"`);
  return text;
}

/** The roles but this one taking applications at `now`: a role page's "Other Open Positions". */
export function otherOpenRoles(roleId: string, now: number): readonly JobPosting[] {
  return builtRoles.filter((job) => job.slug !== roleId && isOpen(job, now));
}
