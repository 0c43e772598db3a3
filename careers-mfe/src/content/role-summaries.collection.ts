import { defineCollection } from '@inklined/content/define-collection';
import { rolesCollection } from './role-schema';

/** The roles without their text, for the careers page and the shell's index: a smaller first load. */
export default defineCollection({ ...rolesCollection, body: 'none' });
