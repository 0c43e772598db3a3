import logoUrl from './logo.png';
import shareCardUrl from './share-card.jpg';
import { logoImageSize, shareCardSize } from './image-sizes';

/**
 * The image link previews show (Open Graph and Twitter cards): the brand's mark, name and promise.
 * Drawn by `npm run make:brand-images`.
 */
export const shareCard = {
  url: shareCardUrl,
  ...shareCardSize,
  alt: 'Critically Inklined: academic writing, critically crafted',
} as const;

/** The mark on its own, square, for the Organization's logo in structured data. */
export const logoImage = { url: logoUrl, ...logoImageSize } as const;
