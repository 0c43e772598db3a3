/**
 * A whole page; a part of a page that keeps its own place while it loads or fails; or something
 * shown over the page (the modals), whose loading state and fallback float above it.
 */
export type SlotVariant = 'page' | 'part' | 'overlay';
