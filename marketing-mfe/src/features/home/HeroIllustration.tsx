import type { Theme } from '@emotion/react';
import { useTheme } from '@emotion/react';

const figureStyle = { width: '100%', maxWidth: '30rem', height: 'auto', margin: '0 auto' };

/**
 * The home page's illustration, drawn for the site: an open book, a fountain-pen nib writing on
 * it, and notes and a chart rising from its pages. Decorative: the headline says what it means.
 */
export function HeroIllustration() {
  const { colors } = useTheme() as Theme;
  return (
    <svg css={figureStyle} width="480" height="400" viewBox="0 0 480 400" aria-hidden="true" focusable="false">
      <ellipse cx="240" cy="350" rx="190" ry="22" fill={colors.border} />
      <circle cx="250" cy="175" r="150" fill={colors.accentSurface} />
      {/* The open book */}
      <path
        d="M60 300c60-30 120-30 180 0V150c-60-30-120-30-180 0z"
        fill={colors.surface}
        stroke={colors.ink}
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path
        d="M420 300c-60-30-120-30-180 0V150c60-30 120-30 180 0z"
        fill={colors.surface}
        stroke={colors.ink}
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path
        d="M60 300v14c60-30 120-30 180 0 60-30 120-30 180 0v-14"
        fill="none"
        stroke={colors.ink}
        strokeWidth="4"
        strokeLinejoin="round"
      />
      {[0, 1, 2, 3, 4].map((line) => (
        <path
          key={`l${line}`}
          d={`M88 ${178 + line * 22}c40-16 80-16 124 0`}
          fill="none"
          stroke={colors.borderStrong}
          strokeWidth="3"
          strokeLinecap="round"
        />
      ))}
      {[0, 1, 2].map((line) => (
        <path
          key={`r${line}`}
          d={`M268 ${178 + line * 22}c44-16 84-16 124 0`}
          fill="none"
          stroke={colors.borderStrong}
          strokeWidth="3"
          strokeLinecap="round"
        />
      ))}
      {/* The nib, writing the last line */}
      <g transform="translate(330 238) rotate(35)">
        <path d="M0 0l-16-46h32z" fill={colors.highlight} stroke={colors.ink} strokeWidth="4" strokeLinejoin="round" />
        <path d="M-16-46h32v-54h-32z" fill={colors.accent} stroke={colors.ink} strokeWidth="4" strokeLinejoin="round" />
        <path d="M0 0v-22" stroke={colors.ink} strokeWidth="3" strokeLinecap="round" />
        <circle cx="0" cy="-24" r="4" fill={colors.ink} />
      </g>
      <path d="M268 244c30-10 44-10 58-4" fill="none" stroke={colors.accent} strokeWidth="3" strokeLinecap="round" />
      {/* A note card and a small chart floating above the pages */}
      <g transform="translate(92 52) rotate(-8)">
        <rect width="96" height="72" rx="10" fill={colors.surface} stroke={colors.ink} strokeWidth="3" />
        <path d="M18 24h60M18 38h60M18 52h36" stroke={colors.highlight} strokeWidth="4" strokeLinecap="round" />
      </g>
      <g transform="translate(300 40) rotate(6)">
        <rect width="104" height="84" rx="10" fill={colors.surface} stroke={colors.ink} strokeWidth="3" />
        <path d="M20 66V46M42 66V34M64 66V42M86 66V22" stroke={colors.accent} strokeWidth="8" strokeLinecap="round" />
      </g>
      <circle cx="226" cy="70" r="9" fill={colors.highlight} />
      <circle cx="430" cy="150" r="6" fill={colors.accent} />
      <circle cx="48" cy="200" r="6" fill={colors.highlight} />
    </svg>
  );
}
