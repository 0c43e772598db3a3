import type { Theme } from '@emotion/react';
import { brandMarkPath } from './mark';
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
        <path fill="currentColor" d={brandMarkPath} />
      </svg>
      <span css={wordStyle}>{siteName}</span>
    </span>
  );
}
