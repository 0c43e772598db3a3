import { defineCollection } from '@inklined/content/define-collection';
import { rolesCollection } from './role-schema';

/**
 * The roles with their text cut into its sections, for a role's page: read, checked and rendered
 * when careers-mfe is built. Adding a file is all a role needs.
 */
export default defineCollection({ ...rolesCollection, body: 'sections' });
