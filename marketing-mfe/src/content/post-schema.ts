import path from 'node:path';
import { addressField, text } from '@inklined/content/fields';
import { z } from 'zod';
import { blogCategories, coverMotifs } from './post-fields';

/**
 * A post's front matter (content/posts/<slug>.md): checked when marketing-mfe is built, and the
 * type of a post for its pages. The editor at /admin offers the same fields.
 */
export const postSchema = z.strictObject({
  title: text(120).meta({ title: 'Title' }),
  /** The post's address, /blog/<slug>: the file's name. */
  slug: addressField('post', '/blog/'),
  /** The day it is dated, shown with it. */
  date: z.iso
    .date({ error: 'must be a date written YYYY-MM-DD' })
    .meta({ title: 'Date', description: 'Shown with the post.' }),
  category: z.enum(blogCategories).meta({ title: 'Category' }),
  author: text(80).meta({ title: 'Author' }),
  /** The card's text and the page's description for search results and link previews. */
  excerpt: text(160).meta({
    title: 'Excerpt',
    description: "The blog card's text, and what search results and link previews show: at most 160 characters.",
  }),
  cover: z
    .strictObject({
      motif: z
        .enum(coverMotifs)
        .optional()
        .meta({ title: 'Illustration', description: 'One of the site’s drawings; or a photo below.' }),
      image: z
        .string()
        .regex(
          /^images\/[\w.-]+\.(jpe?g|png|webp|avif)$/i,
          'must be a photo in the posts’ images folder, such as images/cover.jpg',
        )
        .optional()
        .meta({
          title: 'Photo',
          description: 'A JPEG, PNG, WebP or AVIF photo, 1440 pixels wide or more: the site makes its sizes.',
          widget: 'image',
        }),
      alt: z
        .string()
        .trim()
        .min(1, 'must say what the picture shows')
        .max(160, 'must be at most 160 characters')
        .meta({ title: 'What the picture shows', description: 'Read out to visitors who cannot see it.' }),
    })
    .refine((cover) => (cover.motif === undefined) !== (cover.image === undefined), {
      error: 'must have an illustration ("motif") or a photo ("image"), not both',
    })
    .meta({ title: 'Cover' }),
  /** A draft is checked but never built into the site. */
  draft: z.boolean().optional().meta({ title: 'Draft', description: 'A draft is kept but never published.' }),
  /** Until then the post is not listed, and its page is not found. */
  publishAt: z.iso
    .datetime({ offset: true, error: 'must be a date and time such as 2026-12-01T09:00:00+05:30' })
    .optional()
    .meta({
      title: 'Publish at',
      description: 'Empty: out with the next release. A time: the post appears then, without a release.',
    }),
});

/**
 * The posts: every Markdown file of marketing-mfe/content/posts, drafts left out. Read by two
 * collection modules: the listing's summaries and the posts with their text.
 */
export const postsCollection = {
  name: 'posts',
  folder: path.join(__dirname, '..', '..', 'content', 'posts'),
  schema: postSchema,
  include: (post: z.output<typeof postSchema>) => !post.draft,
  images: [['cover', 'image']],
};
