import { iconPaths, type IconName } from './icon-paths';

interface IconProps {
  readonly name: IconName;
  /** Rendered width and height in px. */
  readonly size?: number;
  readonly className?: string;
}

/** How the site's line icons are drawn, in a grid of 24 units: strokes of the text's colour. */
export const lineDrawing = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** One of the site's line icons, decorative: hidden from assistive technology. */
export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      {...lineDrawing}
      aria-hidden="true"
      focusable="false"
    >
      {iconPaths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
