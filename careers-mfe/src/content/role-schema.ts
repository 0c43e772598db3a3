import path from 'node:path';
import { addressField, text } from '@inklined/content/fields';
import { z } from 'zod';
import { employmentTypes, roleLocations, salaryUnits } from './role-fields';

const day = (what: string) => z.iso.date({ error: `must be ${what} written YYYY-MM-DD` });

/**
 * A role's front matter (content/roles/<id>.md): checked when careers-mfe is built, and the type
 * of a role for its pages. The text under it has the sections "About the Role",
 * "Responsibilities" and "Requirements" as `##` headings. Every role is remote (India).
 */
export const roleSchema = z.strictObject({
  title: text(80).meta({ title: 'Title' }),
  /** The role's address, /careers/<id>: the file's name. */
  slug: addressField('role', '/careers/'),
  /** Where the role stands in the list of open positions (1 first); roles without one follow, newest first. */
  order: z
    .int()
    .min(1, 'must be 1 or more')
    .optional()
    .meta({ title: 'Place in the list', description: '1 is first; roles without one follow, newest first.' }),
  /** One line for the role's card and its page's description in search results. */
  summary: text(120).meta({
    title: 'Summary',
    description: "The role's card, and its page's description in search results.",
  }),
  employmentTypes: z
    .array(z.enum(employmentTypes))
    .min(1, 'must name at least one kind of work')
    .meta({ title: 'Kind of work' }),
  location: z.enum(roleLocations).meta({ title: 'Location' }),
  /** Years of experience a candidate needs; the application form offers no less. */
  minYearsExperience: z
    .int()
    .min(0, 'must be 0 or more')
    .max(40)
    .optional()
    .meta({ title: 'Years of experience', description: 'The least a candidate needs; the form offers no less.' }),
  datePosted: day('the day the role was posted').meta({ title: 'Posted on' }),
  /** The last day applications are taken (IST); after it the role has closed. */
  validThrough: day('the last day to apply')
    .optional()
    .meta({ title: 'Closes after', description: 'The last day to apply (India time). Empty: open until removed.' }),
  salary: z
    .strictObject({
      currency: z.enum(['INR']).meta({ title: 'Currency' }),
      // Whole rupees: what a pay slip says, and a bound the editor's number field can check.
      minValue: z.int('must be whole rupees').min(1, 'must be more than 0').meta({ title: 'From' }),
      maxValue: z.int('must be whole rupees').min(1, 'must be more than 0').optional().meta({ title: 'To' }),
      unitText: z.enum(salaryUnits).meta({ title: 'Per' }),
    })
    .optional()
    .meta({ title: 'Salary', description: 'Optional: shown on the page and given to job search.' }),
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
