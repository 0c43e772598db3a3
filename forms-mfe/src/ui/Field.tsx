import type { ReactNode } from 'react';
import { formText } from '../content/form-text';
import { errorStyle, fieldStyle, labelStyle, noteStyle } from './form-styles';

/** What a control needs to be tied to its label, its hint and its error. */
export interface ControlProps {
  readonly id: string;
  readonly 'aria-describedby'?: string;
  readonly 'aria-invalid'?: true;
}

interface FieldProps {
  readonly id: string;
  readonly label: string;
  /** Shown beside the label: "(required)" or "(optional)". */
  readonly need?: 'required' | 'optional';
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
        {label} {need && <span css={noteStyle}>{formText[need]}</span>}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <p id={hintId} css={[noteStyle, { margin: 0 }]}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} css={errorStyle}>
          {error}
        </p>
      )}
    </div>
  );
}
