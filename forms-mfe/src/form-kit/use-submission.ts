import type { EmailRequest } from '@inklined/contracts/email';
import { useCallback, useRef, useState } from 'react';
import { newIdempotencyKey } from '../email/idempotency-key';
import { sendEmail, type SendResult } from '../email/send-email';

/** Spec section 4: idle, sending, then a result (success or error) shown in a banner. */
export type SubmissionState =
  | { readonly status: 'idle' }
  | { readonly status: 'sending' }
  | { readonly status: 'success'; readonly message: string; readonly reference?: string }
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
  /** While a file is sent: the share of the request's body that has gone, in percent. */
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const sending = useRef(false);
  const pending = useRef<{ readonly key: string; readonly fingerprint: string } | undefined>(undefined);
  const controller = useRef<AbortController | undefined>(undefined);

  const submit = useCallback(
    async (payload: EmailRequest, resume?: File): Promise<SendResult | undefined> => {
      if (sending.current) return undefined;
      sending.current = true;
      setState({ status: 'sending' });
      const print = fingerprint(payload, resume);
      if (pending.current?.fingerprint !== print) pending.current = { key: newIdempotencyKey(), fingerprint: print };
      controller.current = new AbortController();
      if (resume) setProgress(0);
      const result = await sendEmail(payload, {
        idempotencyKey: pending.current.key,
        resume,
        signal: controller.current.signal,
        onUploadProgress: resume
          ? (sent, total) => setProgress(total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0)
          : undefined,
      });
      sending.current = false;
      controller.current = undefined;
      setProgress(undefined);
      if (result.ok) {
        pending.current = undefined;
        setState({ status: 'success', message: texts.success, reference: result.reference });
      } else {
        // Spec section 8: the sender's message, else the form's fallback. A cancelled send keeps its
        // key: sent again, it is mailed once even if the first had arrived after all.
        setState({ status: 'error', message: result.error || texts.fallbackError });
      }
      return result;
    },
    [texts],
  );

  /** Stops the send under way (the visitor's Cancel): nothing more is tried. */
  const cancel = useCallback(() => controller.current?.abort(), []);

  /** Back to the form after a success, to send something else. */
  const again = useCallback(() => setState({ status: 'idle' }), []);

  return { state, submit, again, cancel, progress, sending: state.status === 'sending' };
}
