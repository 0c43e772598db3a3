import type { Theme } from '@emotion/react';
import type { ButtonHTMLAttributes, Ref } from 'react';

/**
 * The site's one button. `primary` is the one main action of a section, `secondary` an action
 * beside it, `quiet` a small action inside a surface (Retry, a link-like control), `inverse`
 * the main action on an ink surface. One shape (a pill), one label style (the text as written,
 * in sentence or the spec's own case), a 44 px touch target and the site's focus ring.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'inverse';

const base = (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5rem',
  minHeight: '2.75rem',
  padding: '0.65rem 1.4rem',
  borderRadius: theme.radii.pill,
  border: '2px solid transparent',
  font: 'inherit',
  fontWeight: 650,
  lineHeight: 1.3,
  textAlign: 'center' as const,
  textDecoration: 'none',
  textTransform: 'none' as const,
  cursor: 'pointer',
  transition: 'background-color 0.15s, color 0.15s, border-color 0.15s',
  // A button that says it is busy or unavailable does not invite a second press.
  '&[aria-disabled="true"]': { cursor: 'progress' },
});

/** A variant's border, background and text colours, and those that change under the pointer while it can be pressed. */
const colours = <Hover extends object>(borderColor: string, background: string, color: string, hover: Hover) => ({
  borderColor,
  background,
  color,
  '&:hover:not([aria-disabled="true"])': hover,
});

const variants = {
  primary: (theme: Theme) => ({
    ...colours(theme.colors.accent, theme.colors.accent, theme.colors.accentContrast, {
      background: theme.colors.accentStrong,
      borderColor: theme.colors.accentStrong,
      color: theme.colors.accentContrast,
    }),
    // Grey, not faded: the label keeps its contrast while the form is sending.
    '&[aria-disabled="true"]': { background: theme.colors.inkMuted, borderColor: theme.colors.inkMuted },
  }),
  secondary: (theme: Theme) =>
    colours(theme.colors.accent, theme.colors.surface, theme.colors.accent, {
      background: theme.colors.accentSurface,
      color: theme.colors.accentStrong,
    }),
  quiet: (theme: Theme) => ({
    minHeight: '2.75rem',
    padding: '0.5rem 1rem',
    ...colours(theme.colors.borderStrong, theme.colors.surface, theme.colors.ink, {
      borderColor: theme.colors.accent,
      color: theme.colors.accent,
    }),
  }),
  inverse: (theme: Theme) =>
    colours(theme.colors.surface, theme.colors.surface, theme.colors.ink, {
      background: theme.colors.accentSurface,
      color: theme.colors.ink,
    }),
} satisfies Record<ButtonVariant, (theme: Theme) => object>;

/** The style of a button, for an element that must be something else: a router link, an `<a>`. */
export const buttonStyle =
  (variant: ButtonVariant = 'primary') =>
  (theme: Theme) => ({ ...base(theme), ...variants[variant](theme) });

/** A round button that holds only an icon (carousel arrows, pause, close); give it an aria-label. */
export const iconButtonStyle = (theme: Theme) => ({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  borderRadius: '50%',
  border: `1px solid ${theme.colors.borderStrong}`,
  background: theme.colors.surface,
  color: theme.colors.ink,
  font: 'inherit',
  cursor: 'pointer',
  '&:hover': { background: theme.colors.accentSurface, color: theme.colors.accent, borderColor: theme.colors.accent },
});

/**
 * A choice that is on or off (a filter): a small pill, filled in ink while pressed
 * (`aria-pressed="true"`), so that the state is told by more than a colour change of the text.
 */
export const chipStyle = (theme: Theme) => ({
  minHeight: '2.75rem',
  padding: '0.5rem 1rem',
  border: `1px solid ${theme.colors.borderStrong}`,
  borderRadius: theme.radii.pill,
  background: theme.colors.surface,
  color: theme.colors.ink,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&[aria-pressed="true"]': { background: theme.colors.ink, borderColor: theme.colors.ink, color: theme.colors.onInk },
  '&:hover:not([aria-pressed="true"])': { borderColor: theme.colors.accent, color: theme.colors.accent },
});

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: ButtonVariant;
  readonly ref?: Ref<HTMLButtonElement>;
}

/** A `<button type="button">` unless told otherwise, in one of the site's variants. */
export function Button({ variant = 'primary', type = 'button', ...rest }: ButtonProps) {
  return <button type={type} css={buttonStyle(variant)} {...rest} />;
}
