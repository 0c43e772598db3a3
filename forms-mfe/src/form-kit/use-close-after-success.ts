import { closeModal } from '@inklined/modal-store/modal-store';
import { useEffect } from 'react';
import type { SubmissionState } from './use-submission';

/** Spec sections 4 and 9: a modal closes 2 s after its form was sent. */
export const autoCloseMs = 2_000;

export function useCloseAfterSuccess(state: SubmissionState): void {
  useEffect(() => {
    if (state.status !== 'success') return undefined;
    const timer = setTimeout(closeModal, autoCloseMs);
    return () => clearTimeout(timer);
  }, [state.status]);
}
