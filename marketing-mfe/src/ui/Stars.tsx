import type { Theme } from '@emotion/react';
import { lineDrawing } from './icons/Icon';
import { iconPaths } from './icons/icon-paths';

const colourStyle = (theme: Theme) => ({ color: theme.colors.highlight });

// Five 18 px stars about 2 px apart, in the icons' grid of 24 units a star: one drawing, not five
// (on the home page, 7 of them in place of 35).
const STARS = 5;
const GAP = 3;
const step = 24 + GAP;
const drawn = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, index) => `M${(from + index) * step} 0${iconPaths.star[0]}`).join('');

/** A rating out of five, read as "Rated 5 out of 5": as many stars filled, the rest outlined. */
export function Stars({ rating }: { readonly rating: number }) {
  const filled = Math.max(0, Math.min(STARS, Math.round(rating)));
  return (
    <svg
      css={colourStyle}
      role="img"
      aria-label={`Rated ${rating} out of 5`}
      width={((STARS * step - GAP) * 18) / 24}
      height={18}
      viewBox={`0 0 ${STARS * step - GAP} 24`}
      {...lineDrawing}
    >
      {filled > 0 && <path d={drawn(0, filled)} fill="currentColor" />}
      {filled < STARS && <path d={drawn(filled, STARS)} />}
    </svg>
  );
}
