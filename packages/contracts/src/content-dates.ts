/**
 * When content is out, one rule for the remotes that show it and the shell's server that answers
 * for it (status, sitemap, feed): a post from its publish time, a role through the end of its last
 * day in the company's zone (IST). Each takes the moment (ms) it is asked at.
 */

/** The company's zone, whose days a role's last day is counted in. */
const companyZone = '+05:30';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment of a day (YYYY-MM-DD) in IST, as job search reads a closing time. */
export function lastDayEnd(day: string): string {
  return `${day}T23:59:59${companyZone}`;
}

/** Whether a post is out at `now`. A publish time that is not a time keeps the post in. */
export function isPublished({ publishAt }: { readonly publishAt?: string }, now: number): boolean {
  return publishAt === undefined || !(Date.parse(publishAt) > now);
}

/** Whether a role takes applications at `now`: until its last day is over. A day that is not a day keeps it open. */
export function isOpen({ validThrough }: { readonly validThrough?: string }, now: number): boolean {
  return validThrough === undefined || !(Date.parse(`${validThrough}T00:00:00${companyZone}`) + DAY_MS <= now);
}

/**
 * Orders two strings by their UTF-16 code units: ISO days (YYYY-MM-DD) by date, and slugs. Not
 * `localeCompare`: its first call in a page builds ICU's collator, a long task of its own at the
 * start of every page that sorts content (docs/decisions/0056).
 */
export function codeUnitOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
