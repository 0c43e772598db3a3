/**
 * A sign drawn in the text's colour: a tick, an exclamation mark or an i in a circle, or an arrow
 * back or forward. Drawn, not typed: the site's fonts have no arrows, and a character from a
 * system font costs the first layout a lookup in the browser process (docs/decisions/0064).
 */
export type Sign = 'tick' | 'exclamation' | 'info' | 'back' | 'forward';

const paths: Record<Sign, string> = {
  tick: 'M20 6 9 17l-5-5',
  exclamation: 'M12 8v5m0 3.5v.01',
  info: 'M12 11v6m0-9.5v.01',
  back: 'M19 12H5m6-6-6 6 6 6',
  forward: 'M5 12h14m-6-6 6 6-6 6',
};
const circled: ReadonlySet<Sign> = new Set(['exclamation', 'info']);

/** A sign set in a line of text (with `size="1em"`): on the text's middle, a space after it. */
export const inlineSignStyle = {
  display: 'inline-block',
  verticalAlign: '-0.125em',
  marginInlineEnd: '0.35em',
} as const;

/**
 * Decorative: what it signs is said in words beside it. Emotion's `css` prop arrives as className.
 * `size`: 20 px, or `1em` in a line of text, as tall as its letters.
 */
export function SignIcon({
  sign,
  className,
  size = 20,
}: {
  readonly sign: Sign;
  readonly className?: string;
  readonly size?: number | '1em';
}) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      {circled.has(sign) && <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />}
      <path
        d={paths[sign]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
