import { defineEditorCollection } from '@inklined/content/editor-collection';
import { rolesCollection } from './role-schema';

/** The roles as the editor at /admin offers them: generated from the schema when careers-mfe is built. */
export default defineEditorCollection(rolesCollection, {
  label: 'Open roles',
  labelSingular: 'Role',
  description: 'Each role is a file of careers-mfe; saved, it is out with the next release of the careers site.',
  bodyLabel: 'Text',
  bodyHint: 'Three parts, each under its own heading (##): About the Role, Responsibilities, Requirements.',
});
