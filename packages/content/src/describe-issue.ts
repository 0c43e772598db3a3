import type { z } from 'zod';

/** What a field accepts, in an editor's words. */
const kinds: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'a group of fields',
  array: 'a list',
};

function shown(value: unknown): string {
  if (value === null) return 'nothing';
  if (typeof value === 'string') return `"${value}"`;
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a group of fields';
  return String(value);
}

/**
 * One problem of an entry's front matter as a sentence that names the field and says what it
 * accepts, as Astro's content collections do: `"category" must be one of: …; got "Poetry"`.
 * A schema's own messages (formats, lengths) are written to follow the field's name.
 */
export function describeIssue(issue: z.core.$ZodIssue, schema: z.ZodObject): string {
  const field = issue.path.length > 0 ? `"${issue.path.join('.')}"` : 'the front matter';
  switch (issue.code) {
    case 'invalid_type': {
      const expected = kinds[issue.expected] ?? issue.expected;
      return issue.input === undefined
        ? `${field} is required (${expected})`
        : `${field} must be ${expected}, not ${shown(issue.input)}`;
    }
    case 'invalid_value':
      return `${field} must be one of: ${issue.values.map(String).join(', ')}; got ${shown(issue.input)}`;
    case 'unrecognized_keys': {
      const keys = issue.keys.map((key) => `"${key}"`).join(', ');
      return `${issue.keys.length === 1 ? 'unknown field' : 'unknown fields'} ${keys} (the fields are ${Object.keys(schema.shape).join(', ')})`;
    }
    default:
      return `${field} ${issue.message}`;
  }
}
