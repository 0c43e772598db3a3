import { Global, type Interpolation, type Theme } from '@emotion/react';
import { createContext, use } from 'react';

/**
 * Whether the page's unchanging global styles arrived in the server's HTML. The browser then keeps
 * the server's style elements where they are: emotion's `<Global>` would move its element (or
 * insert a copy), and any style element moved or added re-styles and re-lays out the whole page,
 * a long task on a slow phone just after it has painted (docs/decisions/0047).
 */
export const StylesFromServerContext = createContext(false);

/** A `<Global>` for styles that never change while the page is open (the base styles, the frame's). */
export function StaticGlobal({ styles }: { readonly styles: Interpolation<Theme> }) {
  return use(StylesFromServerContext) ? null : <Global styles={styles} />;
}
