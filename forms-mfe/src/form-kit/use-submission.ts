import type { EmailRequest } from '@inklined/contracts/email';
import { useCallback, useRef, useState } from 'react';
import { newIdempotencyKey } from '../email/idempotency-key';
import { sendEmail, type SendResult } from '../email/send-email';

/** Spec section 4: idle, sending, then a result (success or error) shown in a banner. */
export type SubmissionState =
  | { readonly status: 'idle' }
  | { readonly status: 'sending' }
  | { readonly status: 'success'; readonly message: string }
  | { readonly status: 'error'; readonly message: string };

export interface SubmissionTexts {
  readonly success: string;
  /** Shown when the sender has no message of its own (spec section 8). */
  readonly fallbackError: string;
}

function fingerprint(payload: EmailRequest, resume: File | undefined): string {
  return JSON.stringify([payload, resume && [resume.name, resume.size, resume.lastModified]]);
}

/**
 * One form's submissions. A submission made while one is sending is ignored (a double click
 * sends once). Sending the same content again after a failure reuses its idempotency key, so
 * the service sends it once even if the first attempt did arrive; changed content gets a new key.
 */
export function useSubmission(texts: SubmissionTexts) {
  const [state, setState] = useState<SubmissionState>({ status: 'idle' });
  const sending = useRef(false);
  const pending = useRef<{ readonly key: string; readonly fingerprint: string } | undefined>(undefined);

  const submit = useCallback(
    async (payload: EmailRequest, resume?: File): Promise<SendResult | undefined> => {
      if (sending.current) return undefined;
      sending.current = true;
      setState({ status: 'sending' });
      const print = fingerprint(payload, resume);
      if (pending.current?.fingerprint !== print) pending.current = { key: newIdempotencyKey(), fingerprint: print };
      const result = await sendEmail(payload, { idempotencyKey: pending.current.key, resume });
      sending.current = false;
      if (result.ok) {
        pending.current = undefined;
        setState({ status: 'success', message: texts.success });
      } else {
        // Spec section 8: the sender's message, else the form's fallback.
        setState({ status: 'error', message: result.error || texts.fallbackError });
      }
      return result;
    },
    [texts],
  );

  /** Back to the form after a success, to send something else. */
  const again = useCallback(() => setState({ status: 'idle' }), []);

  return { state, submit, again, sending: state.status === 'sending' };
}
