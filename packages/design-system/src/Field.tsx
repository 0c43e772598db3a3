import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { bannerIconStyle } from './Banner';
import { SignIcon } from './SignIcon';

/**
 * A form field: the label above, a hint below it, the error below that in the danger colour with
 * an icon; every control the same height, border and radius. The control is tied to its hint and
 * error (`aria-describedby`) and says when it is invalid (`aria-invalid`).
 */

/** What a control needs to be tied to its label, its hint and its error. */
export interface ControlProps {
  readonly id: string;
  readonly 'aria-describedby'?: string;
  readonly 'aria-invalid'?: true;
}

export const fieldStyle = { display: 'grid', gap: '0.35rem', minWidth: 0, alignContent: 'start' };

export const labelStyle = (theme: Theme) => ({ fontWeight: 600, color: theme.colors.ink });

export const noteStyle = (theme: Theme) => ({ fontWeight: 400, color: theme.colors.inkMuted, fontSize: '0.9rem' });

export const controlStyle = (theme: Theme) => ({
  width: '100%',
  minHeight: '2.75rem',
  padding: '0.6rem 0.75rem',
  border: `1px solid ${theme.colors.borderStrong}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
  color: theme.colors.ink,
  font: 'inherit',
  '&[aria-invalid="true"]': { borderColor: theme.colors.danger, boxShadow: `0 0 0 1px ${theme.colors.danger}` },
  '&:focus-visible': { outline: `3px solid ${theme.colors.accent}`, outlineOffset: '1px' },
  '&:disabled': { background: theme.colors.surfaceAlt, color: theme.colors.inkMuted, cursor: 'not-allowed' },
});

export const textareaStyle = (theme: Theme) => ({
  ...controlStyle(theme),
  resize: 'vertical' as const,
  minHeight: '7rem',
});

export const checkboxRowStyle = { display: 'flex', alignItems: 'flex-start', gap: '0.6rem' };

export const checkboxStyle = (theme: Theme) => ({
  width: '1.15rem',
  height: '1.15rem',
  marginTop: '0.2rem',
  flexShrink: 0,
  accentColor: theme.colors.accent,
});

const errorStyle = (theme: Theme) => ({
  display: 'flex',
  gap: '0.4rem',
  alignItems: 'flex-start',
  margin: 0,
  color: theme.colors.danger,
  fontSize: '0.9rem',
  fontWeight: 600,
});

/** A field's error: the danger colour, an icon, the message. */
export function FieldError({ id, children }: { readonly id?: string; readonly children: ReactNode }) {
  return (
    <p id={id} css={errorStyle}>
      <SignIcon sign="exclamation" css={bannerIconStyle} />
      <span>{children}</span>
    </p>
  );
}

interface FieldProps {
  readonly id: string;
  readonly label: string;
  /** Shown beside the label, such as "(required)" or "(optional)". */
  readonly need?: string;
  readonly hint?: ReactNode;
  readonly error?: string;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  readonly children: (control: ControlProps) => ReactNode;
}

/** A labelled form field whose hint and error are read out with the control. */
export function Field({ id, label, need, hint, error, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div css={fieldStyle}>
      <label htmlFor={id} css={labelStyle}>
        {label} {need && <span css={noteStyle}>{need}</span>}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <p id={hintId} css={[noteStyle, { margin: 0 }]}>
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
