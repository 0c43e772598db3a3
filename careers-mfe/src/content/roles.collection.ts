import path from 'node:path';
import { defineCollection } from '@inklined/content/define-collection';
import { roleSchema } from './role-schema';

/**
 * The open positions: every Markdown file of careers-mfe/content/roles, read, checked and cut into
 * its sections when careers-mfe is built. Adding a file is all a role needs.
 */
export default defineCollection({
  name: 'roles',
  folder: path.join(__dirname, '..', '..', 'content', 'roles'),
  schema: roleSchema,
  body: 'sections',
});
