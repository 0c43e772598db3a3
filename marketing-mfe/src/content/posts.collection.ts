import { defineCollection } from '@inklined/content/define-collection';
import { postsCollection } from './post-schema';

/**
 * The posts with their text as HTML, for the post's page: read, checked and rendered when
 * marketing-mfe is built. Adding a file is all a post needs.
 */
export default defineCollection(postsCollection);
