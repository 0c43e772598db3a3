/** The link-preview image's size: 1200 by 630 pixels, as Open Graph and Twitter cards ask. */
export const shareCardSize = { width: 1200, height: 630 } as const;

/** The square logo for search engines' knowledge panels (at least 112 pixels a side). */
export const logoImageSize = { width: 512, height: 512 } as const;
