import { z } from 'zod';

/** Text a person writes: not empty once trimmed, at most `max` characters. */
export const text = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);

/** An entry's address, `<path><slug>`: the file's name, lower-case words joined by hyphens. */
export const addressField = (what: string, path: string) =>
  z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens')
    .meta({
      title: 'Address',
      description: `The ${what} is at ${path} and this: lower-case words joined by hyphens.`,
      patternMessage: 'must be lower-case words joined by hyphens',
    });
