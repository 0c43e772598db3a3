/**
 * The choices of a post's fields, for its schema (build time) and its pages (browser): no zod
 * here, so none reaches a browser.
 */
export const blogCategories = ['Academic Writing', 'Presentations', 'Thesis Writing', 'Research Methods'] as const;
export type BlogCategory = (typeof blogCategories)[number];

/** The illustrations drawn for the site (BlogCover), one per post. */
export const coverMotifs = ['pages', 'slides', 'thesis', 'chart', 'quote', 'magnifier'] as const;
export type CoverMotif = (typeof coverMotifs)[number];
