import roles from './roles.collection';

/**
 * The positions (spec section 2, Careers and Career detail; section 9, job requirements): the one
 * source for the listing, the role pages, their structured data, RoleIndex and the tests, read
 * from careers-mfe/content/roles (roles.collection.ts).
 */

export type { EmploymentType } from './role-fields';

/** A role as its pages read it: its front matter, its id (the file's name) and its sections. */
export type JobPosting = (typeof roles)[number];

/**
 * All positions are fully remote. Applicants work from the country the company is based in, where
 * it contracts and pays its team and whose hours (IST) it keeps; job search needs this stated.
 */
export const remoteWork = { countries: ['India'] } as const;

/** The end of a role's last day to apply, in the company's zone (IST): ms since the epoch. */
export function closesAt(job: Pick<JobPosting, 'validThrough'>): number | undefined {
  return job.validThrough === undefined ? undefined : Date.parse(`${job.validThrough}T23:59:59.999+05:30`);
}

/** Whether a role takes applications at `now` (ms): one past its last day has closed. */
export function isOpen(job: Pick<JobPosting, 'validThrough'>, now: number): boolean {
  const end = closesAt(job);
  return end === undefined || now <= end;
}

/** Every role built, in their order: by `order`, then the newest first. */
export const builtRoles: readonly JobPosting[] = [...roles].sort(
  (a, b) =>
    (a.order ?? Infinity) - (b.order ?? Infinity) ||
    b.datePosted.localeCompare(a.datePosted) ||
    a.slug.localeCompare(b.slug),
);

/** The roles taking applications at `now`. */
export function openRoles(now: number): readonly JobPosting[] {
  return builtRoles.filter((job) => isOpen(job, now));
}

/** The role with this id, open or closed (its page says which), if there is one. */
export function findJob(roleId: string): JobPosting | undefined {
  return builtRoles.find((job) => job.slug === roleId);
}
