import { Banner } from '@inklined/design-system/Banner';
import { useEffect, useRef } from 'react';
import type { SubmissionState } from './use-submission';

/**
 * A failed submission's message, red, under the fields (spec section 4). The live region is in
 * the page from the start, so screen readers announce the text when it appears. A success gives
 * way to the SuccessPanel instead.
 */
export function ResultBanner({ state }: { readonly state: SubmissionState }) {
  const ref = useRef<HTMLDivElement>(null);

  // A banner pushes the submit button below it down, out of a modal that scrolls or past the
  // screen's edge, with the focus on it (WCAG 2.4.11): the page scrolls as little as it must to
  // show the banner, then the focused control, which the visitor goes on from.
  useEffect(() => {
    if (state.status !== 'error') return;
    const banner = ref.current;
    banner?.scrollIntoView?.({ block: 'nearest' });
    const focused = document.activeElement;
    if (focused && banner?.closest('form')?.contains(focused)) focused.scrollIntoView?.({ block: 'nearest' });
  }, [state]);

  // An empty region takes no room in the form's layout.
  return (
    <div ref={ref} role="alert">
      {state.status === 'error' && (
        <Banner tone="danger">
          <p css={{ margin: 0, fontWeight: 600 }}>{state.message}</p>
        </Banner>
      )}
    </div>
  );
}
