import path from 'node:path';
import { z } from 'zod';
import { employmentTypes, salaryUnits } from './role-fields';

const text = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);
const day = (what: string) => z.iso.date({ error: `must be ${what} written YYYY-MM-DD` });

/**
 * A role's front matter (content/roles/<id>.md): checked when careers-mfe is built, and the type
 * of a role for its pages. The text under it has the sections "About the Role",
 * "Responsibilities" and "Requirements" as `##` headings. Every role is remote (India).
 */
export const roleSchema = z.strictObject({
  title: text(80),
  /** The role's address, /careers/<id>: the file's name. */
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens'),
  /** Where the role stands in the list of open positions (1 first); roles without one follow, newest first. */
  order: z.int().min(1, 'must be 1 or more').optional(),
  /** One line for the role's card and its page's description in search results. */
  summary: text(120),
  employmentTypes: z.array(z.enum(employmentTypes)).min(1, 'must name at least one kind of work'),
  /** Years of experience a candidate needs; the application form offers no less. */
  minYearsExperience: z.int().min(0, 'must be 0 or more').max(40).optional(),
  datePosted: day('the day the role was posted'),
  /** The last day applications are taken (IST); after it the role has closed. */
  validThrough: day('the last day to apply').optional(),
  salary: z
    .strictObject({
      currency: z.enum(['INR']),
      minValue: z.number().positive('must be more than 0'),
      maxValue: z.number().positive('must be more than 0').optional(),
      unitText: z.enum(salaryUnits),
    })
    .optional(),
});

/**
 * The roles: every Markdown file of careers-mfe/content/roles. Read by two collection modules:
 * the listing's summaries and the roles with their sections.
 */
export const rolesCollection = {
  name: 'roles',
  folder: path.join(__dirname, '..', '..', 'content', 'roles'),
  schema: roleSchema,
};
