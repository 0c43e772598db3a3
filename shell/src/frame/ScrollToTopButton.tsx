import { useEffect, useState } from 'react';
import { floatingButtonStyle } from './floating-styles';
import { frameText } from './frame-text';
import { ArrowUpIcon } from './icons';

/** Spec section 9: the button appears once the page has scrolled more than 300 px. */
export const scrollThresholdPx = 300;

export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > scrollThresholdPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      css={floatingButtonStyle}
      aria-label={frameText.scrollToTop}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <ArrowUpIcon />
    </button>
  );
}
