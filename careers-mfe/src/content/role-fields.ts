/**
 * The choices of a role's fields, for its schema (build time) and its pages (browser): no zod
 * here, so none reaches a browser.
 */

/** Kinds of work, named as schema.org's JobPosting `employmentType` (and Google's job search) expects. */
export const employmentTypes = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR'] as const;
export type EmploymentType = (typeof employmentTypes)[number];

/** What a salary is counted per, as schema.org's QuantitativeValue `unitText` says it. */
export const salaryUnits = ['HOUR', 'MONTH', 'YEAR'] as const;

/**
 * Where a role is done, as its page says it. Every role is remote, from India (jobs.ts's
 * remoteWork, which job search is told); another place would come with what job search is told of it.
 */
export const roleLocations = ['Remote (India)'] as const;
export type RoleLocation = (typeof roleLocations)[number];
