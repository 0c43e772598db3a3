import type { Theme } from '@emotion/react';
import { useEffect, useRef } from 'react';
import type { SubmissionState } from '../features/submission/use-submission';

const bannerStyle = (tone: 'success' | 'danger') => (theme: Theme) => ({
  margin: 0,
  padding: '0.85rem 1rem',
  borderRadius: theme.radius,
  border: `1px solid ${theme.colors[tone]}`,
  background: theme.colors[tone === 'success' ? 'successSurface' : 'dangerSurface'],
  color: theme.colors[tone === 'success' ? 'successInk' : 'dangerInk'],
  fontWeight: 600,
});

/**
 * The result of a submission (spec section 4): green for success, red for an error. Both live
 * regions are in the page from the start, so screen readers announce the text when it appears.
 */
export function ResultBanner({ state }: { readonly state: SubmissionState }) {
  const ref = useRef<HTMLDivElement>(null);

  // A banner pushes the submit button below it down, out of a modal that scrolls or past the
  // screen's edge, with the focus on it (WCAG 2.4.11): the page scrolls as little as it must to
  // show the banner, then the focused control, which the visitor goes on from.
  useEffect(() => {
    if (state.status !== 'success' && state.status !== 'error') return;
    const banner = ref.current;
    banner?.scrollIntoView?.({ block: 'nearest' });
    const focused = document.activeElement;
    if (focused && banner?.closest('form')?.contains(focused)) focused.scrollIntoView?.({ block: 'nearest' });
  }, [state]);

  // One grid item for both, so the empty regions take no room in the form's layout.
  return (
    <div ref={ref}>
      <div role="status">{state.status === 'success' && <p css={bannerStyle('success')}>{state.message}</p>}</div>
      <div role="alert">{state.status === 'error' && <p css={bannerStyle('danger')}>{state.message}</p>}</div>
    </div>
  );
}
