import type { EmbeddableModuleId } from './remote-modules';

/**
 * The height each embeddable part takes at the theme's breakpoints (below 640 px, from 640 px,
 * from 1024 px). The shell's loading placeholder and fallback keep this space, and the part sits
 * in a box at least this tall, so nothing below it moves when it arrives. forms-mfe owns the
 * parts and the browser tests check that each one fits.
 */
export interface EmbedLayout {
  readonly minHeight: { readonly base: string; readonly sm: string; readonly lg: string };
}

export const embedLayouts: Readonly<Record<EmbeddableModuleId, EmbedLayout>> = {
  // Measured in Chromium from 320 px up (the tallest width of each range), with a little room.
  'forms/ContactForm': { minHeight: { base: '61.5rem', sm: '48.5rem', lg: '48.5rem' } },
  'forms/JobApplicationForm': { minHeight: { base: '85rem', sm: '62.5rem', lg: '62.5rem' } },
  'forms/NewsletterForm': { minHeight: { base: '12.5rem', sm: '9rem', lg: '9rem' } },
};

/**
 * How near the screen an embedded part's place must be for the shell to run it, in screens' heights
 * beyond what is shown (docs/decisions/0054): one, so a visitor scrolling at reading pace finds it
 * running when it comes into view. The shell's Embed watches for it; the page's start script asks
 * for the files of a part this near as the page starts.
 */
export const embedAheadScreens = 1;

/** Whether a module is one that pages embed (through the shell's Embed) rather than a page or the frame's. */
export const isEmbeddable = (id: string): id is EmbeddableModuleId => Object.hasOwn(embedLayouts, id);
