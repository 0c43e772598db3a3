import type { Theme } from '@emotion/react';
import { useRef, useState, type DragEvent } from 'react';
import { Button } from './Button';
import { visuallyHidden } from './tokens';

export interface FileDropTexts {
  /** The button that opens the picker while no file is chosen ("Choose a file"). */
  readonly choose: string;
  /** Beside it, for a pointer: "or drop it here". */
  readonly drop: string;
  readonly replace: string;
  readonly remove: string;
  /** The bar's name and what is read out as it rises: "Uploading: 50%". */
  readonly uploading: (percent: number) => string;
  readonly cancel: string;
  /** Once the whole file has gone: the answer is awaited, and Cancel could no longer unsend it. */
  readonly sent: string;
  /** A size as a person reads it: "2.1 MB". */
  readonly size: (bytes: number) => string;
}

export interface FileDropProps {
  /** The file input's id: the field's label names it. */
  readonly id: string;
  /** The field's label, in the buttons' names: "Choose a file (Resume)". */
  readonly label: string;
  readonly accept: string;
  readonly file: File | undefined;
  readonly onChoose: (file: File) => void;
  readonly onRemove: () => void;
  /** While the chosen file is sent: how much of it has gone, and the way to stop it. */
  readonly upload?: { readonly percent: number; readonly onCancel: () => void };
  readonly 'aria-describedby'?: string;
  readonly 'aria-invalid'?: true;
  /** The control the form focuses when the field is refused: the button shown. */
  readonly buttonRef?: (element: HTMLButtonElement | null) => void;
  readonly texts: FileDropTexts;
}

const zoneStyle = (theme: Theme) => ({
  display: 'flex',
  flexDirection: 'column' as const,
  alignItems: 'flex-start',
  gap: '0.75rem',
  padding: '1rem',
  border: `2px dashed ${theme.colors.borderStrong}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
  '&[data-dragging="true"]': { borderColor: theme.colors.accent, background: theme.colors.accentSurface },
  '&[data-invalid="true"]': { borderColor: theme.colors.danger },
});

const rowStyle = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem 0.75rem' } as const;

const fileStyle = (theme: Theme) => ({ margin: 0, overflowWrap: 'anywhere' as const, color: theme.colors.ink });

const barStyle = (theme: Theme) => ({ width: '100%', height: '0.75rem', accentColor: theme.colors.accent });

/** Read out at these steps only, not at every percent. */
const announceEvery = 25;

/**
 * A file field: a drop zone whose button opens the picker (keyboard, screen reader and speech
 * input use the button; a pointer may also drop a file on the zone), the chosen file's name and
 * size with Replace and Remove, and while it is sent a progress bar with its percent and a Cancel.
 * The file input itself is out of sight and out of the tab order; the field's value is the file
 * the form holds, so a refused or removed file never lingers in the input.
 */
export function FileDrop(props: FileDropProps) {
  const { id, label, accept, file, onChoose, onRemove, upload, buttonRef, texts } = props;
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const pick = () => input.current?.click();
  const pickButton = useRef<HTMLButtonElement | null>(null);
  const pickRef = (element: HTMLButtonElement | null) => {
    pickButton.current = element;
    buttonRef?.(element);
  };
  // After Remove or Cancel, whose buttons go, the focus goes to the pick button (shown again once
  // the upload has stopped): never to the page's start.
  const focusPick = () => requestAnimationFrame(() => pickButton.current?.focus());
  const described = { 'aria-describedby': props['aria-describedby'], 'aria-invalid': props['aria-invalid'] };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !upload) onChoose(dropped);
  };
  const spokenPercent = upload && Math.floor(upload.percent / announceEvery) * announceEvery;

  return (
    <div
      css={zoneStyle}
      data-dragging={dragging}
      data-invalid={props['aria-invalid'] === true}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        tabIndex={-1}
        aria-hidden="true"
        css={visuallyHidden}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          // Emptied at once: the form holds the file, and the same file can be chosen again.
          event.target.value = '';
          if (chosen) onChoose(chosen);
        }}
      />
      {file && (
        <p css={fileStyle}>
          <strong>{file.name}</strong> ({texts.size(file.size)})
        </p>
      )}
      {upload && (
        <progress css={barStyle} max={100} value={upload.percent} aria-label={texts.uploading(upload.percent)} />
      )}
      {/* One pick button in every state, so that the focus stays on it when a file is chosen. */}
      <div css={rowStyle}>
        {!upload && (
          <Button
            variant="secondary"
            ref={pickRef}
            onClick={pick}
            aria-label={`${file ? texts.replace : texts.choose} (${label})`}
            {...described}
          >
            {file ? texts.replace : texts.choose}
          </Button>
        )}
        {!upload && file && (
          <Button
            variant="quiet"
            onClick={() => {
              onRemove();
              focusPick();
            }}
            aria-label={`${texts.remove} ${file.name}`}
          >
            {texts.remove}
          </Button>
        )}
        {!upload && !file && <span aria-hidden="true">{texts.drop}</span>}
        {upload && upload.percent >= 100 && <span>{texts.sent}</span>}
        {upload && upload.percent < 100 && (
          <>
            <span aria-hidden="true">{texts.uploading(upload.percent)}</span>
            <Button
              variant="secondary"
              onClick={() => {
                upload.onCancel();
                focusPick();
              }}
            >
              {texts.cancel}
            </Button>
          </>
        )}
      </div>
      <span aria-live="polite" css={visuallyHidden}>
        {spokenPercent === undefined ? '' : texts.uploading(spokenPercent)}
      </span>
    </div>
  );
}
