import { codeUnitOrder } from '@inklined/contracts/content-dates';
import type summaries from './role-summaries.collection';

/**
 * The positions (spec section 2, Careers and Career detail; section 9, job requirements): the one
 * source for the listing, the role pages, their structured data, RoleIndex and the tests, read
 * from careers-mfe/content/roles (roles.collection.ts).
 */

export type { EmploymentType } from './role-fields';

/** A role as the listing reads it: its front matter and its id, the file's name (role-summaries.collection.ts). */
export type JobPosting = (typeof summaries)[number];

/**
 * All positions are fully remote. Applicants work from the country the company is based in, where
 * it contracts and pays its team and whose hours (IST) it keeps; job search needs this stated.
 */
export const remoteWork = { countries: ['India'] } as const;

/** Roles in their order: by `order`, then the newest first. */
export function inOrder<R extends Pick<JobPosting, 'order' | 'datePosted' | 'slug'>>(roles: readonly R[]): R[] {
  return [...roles].sort(
    (a, b) =>
      (a.order ?? Infinity) - (b.order ?? Infinity) ||
      codeUnitOrder(b.datePosted, a.datePosted) ||
      codeUnitOrder(a.slug, b.slug),
  );
}
