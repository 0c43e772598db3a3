import { defineTexts } from '@inklined/content/define-collection';
import { postsCollection } from './post-schema';

/**
 * Each post's text as HTML, by its slug: made when marketing-mfe is built. In the browser each
 * text is a file of its own, which only its post's page loads (the rest of the post is the
 * summaries').
 */
export default defineTexts(postsCollection);
