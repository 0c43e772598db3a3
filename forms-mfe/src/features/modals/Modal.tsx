import type { Theme } from '@emotion/react';
import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { closeLabel } from '../../content/modal-text';

const backdropStyle = (theme: Theme) => ({
  position: 'fixed' as const,
  inset: 0,
  zIndex: theme.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '1rem',
  background: 'rgba(27, 31, 59, 0.55)',
});
const panelStyle = (theme: Theme) => ({
  width: 'min(36rem, 100%)',
  maxHeight: '100%',
  overflowY: 'auto' as const,
  padding: '1.5rem',
  borderRadius: theme.radius,
  background: theme.colors.surface,
  boxShadow: theme.shadow,
  ':focus': { outline: 'none' },
});
const headerStyle = { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '1rem' };
const titleStyle = { margin: 0 };
const closeStyle = (theme: Theme) => ({
  border: 'none',
  background: 'transparent',
  fontSize: '1.75rem',
  lineHeight: 1,
  cursor: 'pointer',
  color: theme.colors.inkMuted,
});

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  readonly title: string;
  readonly onClose: () => void;
  /** The expert modal also closes on a click outside it; the contact popup does not (spec section 4). */
  readonly closeOnBackdrop: boolean;
  readonly children: ReactNode;
}

/** An accessible modal dialog: focus moves in, stays in, and returns to where it was on close. */
export function Modal({ title, onClose, closeOnBackdrop, children }: ModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panelRef.current?.focus();
    return () => previouslyFocused?.focus();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  const keepFocusInside = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(focusableSelector)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnBackdrop && event.target === event.currentTarget) onClose();
  };

  return (
    <div css={backdropStyle} onClick={onBackdropClick}>
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        css={panelStyle}
        onKeyDown={keepFocusInside}
      >
        <div css={headerStyle}>
          <h2 id={titleId} css={titleStyle}>
            {title}
          </h2>
          <button type="button" css={closeStyle} aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
