import type { Theme } from '@emotion/react';
import { siteName } from './site-facts';

const markStyle = (theme: Theme) => ({ color: theme.colors.accent, flexShrink: 0 });
const wordStyle = (theme: Theme) => ({
  fontFamily: theme.fonts.heading,
  fontSize: '1.3rem',
  fontWeight: 700,
  letterSpacing: '-0.01em',
  color: theme.colors.ink,
  whiteSpace: 'nowrap' as const,
});
const rowStyle = { display: 'inline-flex', alignItems: 'center', gap: '0.5rem' };

/** The brand mark (a nib over an open book) and the name. Decorative mark; the name is the text. */
export function Logo() {
  return (
    <span css={rowStyle}>
      <svg css={markStyle} width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M16 2 10 12l6 8 6-8-6-10Zm0 5.2 2.9 4.8L16 15.8 13.1 12 16 7.2ZM3 22c5-2.2 9.3-2.2 13 0 3.7-2.2 8-2.2 13 0v6c-5-2.2-9.3-2.2-13 0-3.7-2.2-8-2.2-13 0v-6Z"
        />
      </svg>
      <span css={wordStyle}>{siteName}</span>
    </span>
  );
}
