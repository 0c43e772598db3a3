import { defineEditorCollection } from '@inklined/content/editor-collection';
import { postsCollection } from './post-schema';

/** The posts as the editor at /admin offers them: generated from the schema when marketing-mfe is built. */
export default defineEditorCollection(postsCollection, {
  label: 'Blog posts',
  labelSingular: 'Blog post',
  description: 'Each post is a file of marketing-mfe; saved, it is out with the next release of the marketing site.',
  bodyLabel: 'Text',
  bodyHint: 'Paragraphs, lists, links and headings; no pictures in the text.',
  // An uploaded cover photo goes beside the posts, in images/, where the build finds it.
  mediaFolder: 'images',
});
