import { Banner } from '@inklined/design-system/Banner';
import { Button } from '@inklined/design-system/Button';
import { useEffect, useRef, type ReactNode } from 'react';
import { formText } from '../content/form-text';
import type { SubmissionState } from './use-submission';

/**
 * On success the form gives way to a panel with the spec's message, which cannot be missed: the
 * fields are hidden, the panel is read out (a status region, in the page from the start) and
 * takes the focus the hidden submit button held. "Send another" brings back the empty form.
 */
export function FormFields({ state, children }: { readonly state: SubmissionState; readonly children: ReactNode }) {
  // `contents`: the fields stay items of the form's own grid.
  return (
    <div hidden={state.status === 'success'} css={{ display: 'contents', '&[hidden]': { display: 'none' } }}>
      {children}
    </div>
  );
}

/** The reference whole on one line, in figures that do not shift, to copy or read out on the phone. */
function Reference({ reference }: { readonly reference: string }) {
  return (
    <p css={{ margin: 0 }}>
      {formText.reference}:{' '}
      <strong css={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', letterSpacing: '0.04em' }}>
        {reference}
      </strong>
      . {formText.referenceHint}
    </p>
  );
}

interface SuccessPanelProps {
  readonly state: SubmissionState;
  /** Back to the empty form; left out where the form closes by itself (the modals). */
  readonly onAgain?: () => void;
}

export function SuccessPanel({ state, onAgain }: SuccessPanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  const success = state.status === 'success';

  useEffect(() => {
    if (!success) return;
    panel.current?.focus({ preventScroll: true });
    panel.current?.scrollIntoView?.({ block: 'nearest' });
  }, [success]);

  // The status region holds the message and the reference, so that is what is read out; "Send
  // another" follows it.
  return (
    <>
      <div role="status" ref={panel} tabIndex={success ? -1 : undefined} css={{ borderRadius: '10px' }}>
        {success && (
          <Banner tone="success" title={state.message}>
            {state.reference && <Reference reference={state.reference} />}
          </Banner>
        )}
      </div>
      {success && onAgain && (
        <div>
          <Button variant="quiet" onClick={onAgain}>
            {formText.again}
          </Button>
        </div>
      )}
    </>
  );
}
