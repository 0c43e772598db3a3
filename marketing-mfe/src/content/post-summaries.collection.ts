import { defineCollection } from '@inklined/content/define-collection';
import { postsCollection } from './post-schema';

/** The posts without their text, for the blog's listing and the shell's index: a smaller first load. */
export default defineCollection({ ...postsCollection, body: 'none' });
