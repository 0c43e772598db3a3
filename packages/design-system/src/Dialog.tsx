import { Global, type Theme } from '@emotion/react';
import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';

export const dialogStyle = (theme: Theme) => ({
  width: 'min(40rem, calc(100% - 2rem))',
  maxHeight: 'calc(100% - 2rem)',
  padding: '1.5rem',
  border: 'none',
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  color: theme.colors.ink,
  boxShadow: theme.shadowRaised,
  '&::backdrop': { background: 'rgba(27, 31, 59, 0.6)' },
});
export const dialogHeaderStyle = {
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '1rem',
  marginBottom: '1rem',
};
export const dialogTitleStyle = { margin: 0 };
export const dialogCloseStyle = (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  flexShrink: 0,
  border: 'none',
  borderRadius: '50%',
  background: 'transparent',
  fontSize: '1.75rem',
  lineHeight: 1,
  cursor: 'pointer',
  color: theme.colors.inkMuted,
  '&:hover': { background: theme.colors.surfaceAlt, color: theme.colors.ink },
});
// The page behind an open dialog does not scroll.
const lockScroll = { 'html:has(dialog[open])': { overflow: 'hidden' } };

/** What Tab can reach inside the dialog (the honeypot is out of the tab order). */
const tabbable =
  'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** The dialog's first field, which takes focus when it opens. */
const firstField = 'input:not([disabled]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled])';

interface DialogProps {
  readonly title: string;
  /** The close button's name for screen readers, such as "Close". */
  readonly closeLabel: string;
  readonly onClose: () => void;
  /** Whether a click outside the dialog closes it (the expert modal does, the contact popup not: spec section 4). */
  readonly closeOnBackdrop: boolean;
  readonly children: ReactNode;
}

/**
 * A modal dialog on the platform's <dialog>: showModal() puts it in the top layer and makes the
 * page behind it inert (no focus, no clicks, no screen-reader reading), and Escape closes it
 * (docs/decisions/0007). Focus goes back to whatever opened it. The frame (title, close button,
 * surface) is the site's one dialog look.
 */
export function Dialog({ title, closeLabel, onClose, closeOnBackdrop, children }: DialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog?.showModal();
    dialog?.querySelector<HTMLElement>(firstField)?.focus();
    return () => {
      dialog?.close();
      opener?.focus();
    };
  }, []);

  // Escape: the store decides what is open, so the dialog asks it instead of closing itself.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };

  // A click on the backdrop reaches the dialog element itself, outside its box.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (!closeOnBackdrop || event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) onClose();
  };

  // The inert page already keeps focus off it; after the last control the browser would move on to
  // its own toolbar, so Tab wraps round to the first control instead, and Shift+Tab the other way.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(tabbable)];
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      css={dialogStyle}
      onCancel={onCancel}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <Global styles={lockScroll} />
      <div css={dialogHeaderStyle}>
        <h2 id={titleId} css={dialogTitleStyle}>
          {title}
        </h2>
        <button type="button" css={dialogCloseStyle} aria-label={closeLabel} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {children}
    </dialog>
  );
}
