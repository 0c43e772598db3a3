import { useTheme, type Theme } from '@emotion/react';
import type { ReactElement } from 'react';
import type { BlogPost } from '../../content/blog';
import type { CoverMotif } from '../../content/post-fields';
import type { Picture } from '@inklined/content/responsive-image';

const coverStyle = (theme: Theme) => ({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  borderRadius: `${theme.radii.lg} ${theme.radii.lg} 0 0`,
});

/**
 * A post's illustration, drawn for the site as SVG: one motif per post on the site's colours,
 * sized by its viewBox so nothing moves while the page loads.
 */
function CoverDrawing({ image }: { readonly image: BlogPost['cover'] }) {
  const { colors } = useTheme() as Theme;
  const line = {
    stroke: colors.ink,
    strokeWidth: 6,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
  };
  const motifs: Record<CoverMotif, ReactElement> = {
    quote: (
      <>
        <rect x="180" y="70" width="280" height="220" rx="18" fill={colors.surface} {...line} />
        {[120, 155, 190, 225].map((y) => (
          <path key={y} d={`M220 ${y}h200`} stroke={colors.borderStrong} strokeWidth="8" strokeLinecap="round" />
        ))}
        <path
          d="M140 150c30-10 40-30 40-60h-50v50h40M230 150c30-10 40-30 40-60h-50v50h40"
          fill={colors.highlight}
          {...line}
        />
      </>
    ),
    slides: (
      <>
        <rect x="90" y="110" width="200" height="130" rx="12" fill={colors.surface} {...line} />
        <rect x="220" y="80" width="220" height="150" rx="12" fill={colors.surface} {...line} />
        <rect x="350" y="120" width="200" height="130" rx="12" fill={colors.surface} {...line} />
        {[
          [390, 220, 40],
          [430, 220, 70],
          [470, 220, 55],
          [510, 220, 90],
        ].map(([x, y, h]) => (
          <path key={x} d={`M${x} ${y}v-${h}`} stroke={colors.accent} strokeWidth="18" strokeLinecap="round" />
        ))}
        <path d="M260 120h140M260 150h100" stroke={colors.highlight} strokeWidth="10" strokeLinecap="round" />
      </>
    ),
    thesis: (
      <>
        <rect x="170" y="230" width="300" height="40" rx="8" fill={colors.accent} {...line} />
        <rect x="190" y="190" width="260" height="40" rx="8" fill={colors.surface} {...line} />
        <rect x="160" y="150" width="320" height="40" rx="8" fill={colors.highlight} {...line} />
        <path d="M400 150V80l20 16 20-16v70" fill={colors.accent} {...line} />
      </>
    ),
    chart: (
      <>
        <path d="M110 270h420" {...line} />
        {[
          [160, 90],
          [230, 150],
          [300, 200],
          [370, 150],
          [440, 90],
        ].map(([x, h]) => (
          <rect
            key={x}
            x={x! - 22}
            y={270 - h!}
            width="44"
            height={h}
            rx="6"
            fill={colors.accentSurface}
            stroke={colors.accent}
            strokeWidth="5"
          />
        ))}
        <path
          d="M120 250C200 250 230 80 300 80s100 170 180 170"
          fill="none"
          stroke={colors.highlight}
          strokeWidth="8"
          strokeLinecap="round"
        />
      </>
    ),
    pages: (
      <>
        <rect x="130" y="70" width="180" height="230" rx="14" fill={colors.surface} {...line} />
        <rect x="330" y="70" width="180" height="230" rx="14" fill={colors.surface} {...line} />
        {[110, 145, 180, 215, 250].map((y, index) => (
          <g key={y}>
            <path
              d={`M160 ${y}h120`}
              stroke={index === 2 ? colors.highlight : colors.borderStrong}
              strokeWidth="10"
              strokeLinecap="round"
            />
            <path
              d={`M360 ${y}h120`}
              stroke={index === 2 ? colors.accent : colors.borderStrong}
              strokeWidth="10"
              strokeLinecap="round"
            />
          </g>
        ))}
      </>
    ),
    magnifier: (
      <>
        <circle cx="290" cy="165" r="95" fill={colors.surface} {...line} />
        <path d="M360 235l90 70" stroke={colors.ink} strokeWidth="22" strokeLinecap="round" />
        <path
          d="M262 140c0-20 14-32 30-32s30 12 30 30c0 24-30 24-30 46"
          fill="none"
          stroke={colors.accent}
          strokeWidth="12"
          strokeLinecap="round"
        />
        <circle cx="292" cy="215" r="8" fill={colors.accent} />
      </>
    ),
  };
  return (
    <svg css={coverStyle} width="640" height="360" viewBox="0 0 640 360" role="img" aria-label={image.alt}>
      <rect width="640" height="360" fill={colors.accentSurface} />
      <circle cx="560" cy="60" r="90" fill={colors.highlightSurface} />
      <circle cx="70" cy="320" r="70" fill={colors.surfaceAlt} />
      {image.motif && motifs[image.motif]}
    </svg>
  );
}

/**
 * A photo the team uploaded, in the sizes the build made of it (@inklined/content's
 * responsive-image.ts): AVIF, else WebP, else JPEG, the browser choosing the size for the width
 * it is shown at; its width and height hold its place, cropped to the covers' 16:9.
 */
function CoverPhoto({
  picture,
  alt,
  eager,
}: {
  readonly picture: Picture;
  readonly alt: string;
  readonly eager: boolean;
}) {
  // The post's own cover spans its reading column (65ch, some 700 px); a card, a column of the
  // blog's one to three.
  const sizes = eager ? '(min-width: 760px) 700px, 100vw' : '(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw';
  return (
    <picture>
      <source type="image/avif" srcSet={picture.avif} sizes={sizes} />
      <source type="image/webp" srcSet={picture.webp} sizes={sizes} />
      <img
        css={[coverStyle, { objectFit: 'cover', display: 'block' }]}
        src={picture.src}
        width={picture.width}
        height={picture.height}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(eager ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}

/** A post's cover: its photo if it has one, else its drawing. `eager` where it is the page's largest picture. */
export function BlogCover({ image, eager = false }: { readonly image: BlogPost['cover']; readonly eager?: boolean }) {
  const picture = (image as { picture?: Picture }).picture;
  return picture ? <CoverPhoto picture={picture} alt={image.alt} eager={eager} /> : <CoverDrawing image={image} />;
}
