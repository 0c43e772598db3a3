/** A sign drawn in the text's colour: a tick, or an exclamation mark or an i in a circle. */
export type Sign = 'tick' | 'exclamation' | 'info';

const paths: Record<Sign, string> = {
  tick: 'M20 6 9 17l-5-5',
  exclamation: 'M12 8v5m0 3.5v.01',
  info: 'M12 11v6m0-9.5v.01',
};

/** Decorative: what it signs is said in words beside it. Emotion's `css` prop arrives as className. */
export function SignIcon({ sign, className }: { readonly sign: Sign; readonly className?: string }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      {sign !== 'tick' && <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />}
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
