import { defineTexts } from '@inklined/content/define-collection';
import { rolesCollection } from './role-schema';

/**
 * Each role's text in its sections (one per `## heading`), by its slug: made when careers-mfe is
 * built. In the browser each text is a file of its own, which only its role's page loads.
 */
export default defineTexts({ ...rolesCollection, body: 'sections' });
