import { useEffect, useState } from 'react';
import { floatingButtonStyle } from './floating-styles';
import { frameText } from './frame-text';
import { ArrowUpIcon } from './icons';
import { mainContentId } from './main-content';

/** Spec section 9: the button appears once the page has scrolled more than 300 px. */
export const scrollThresholdPx = 300;

function scrollToTop(): void {
  // A script's smooth scroll ignores the CSS that stops motion: it asks the visitor's setting itself.
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'instant' : 'smooth' });
  // The button goes away at the top; the focus goes to the start of the page's content instead of
  // being lost, so a keyboard user goes on from there.
  document.getElementById(mainContentId)?.focus({ preventScroll: true });
}

export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > scrollThresholdPx);
    // A page may open scrolled (back, a #link). Read at the next frame, when the browser lays the
    // page out anyway: read here, during hydration, scrollY forced a layout of the whole page
    // inside start-up's longest task (docs/decisions/0026).
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, []);

  if (!visible) return null;
  return (
    <button type="button" css={floatingButtonStyle} aria-label={frameText.scrollToTop} onClick={scrollToTop}>
      <ArrowUpIcon />
    </button>
  );
}
