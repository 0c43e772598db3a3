import type { Theme } from '@emotion/react';
import { mq, visuallyHidden } from '@inklined/design-system/tokens';
import { iconButtonStyle } from '@inklined/design-system/Button';
import { Icon } from '../icons/Icon';
import type { CarouselState } from './use-carousel';

const controlsStyle = {
  display: 'flex',
  flexWrap: 'wrap' as const,
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.75rem',
  marginTop: '1.5rem',
};
// On a phone the dots take a row of their own above the buttons; from 640 px they sit between them.
const dotsStyle = {
  display: 'flex',
  flexWrap: 'wrap' as const,
  justifyContent: 'center',
  gap: '0.25rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  flexBasis: '100%',
  order: -1,
  [mq.sm]: { flexBasis: 'auto', order: 0 },
};
/**
 * More dots than fit one line of a phone (12 at 320 px would wrap onto two): below 640 px such a
 * carousel shows where it is as "3 / 12" between previous and next instead.
 */
const manyDots = 7;
const dotsWhenMany = { display: 'none', [mq.sm]: { display: 'flex' } };
const counterStyle = (theme: Theme) => ({
  margin: 0,
  minWidth: '4.5rem',
  textAlign: 'center' as const,
  fontWeight: 650,
  fontVariantNumeric: 'tabular-nums',
  color: theme.colors.inkMuted,
  [mq.sm]: { display: 'none' },
});
// A 24 px target around each visible dot (WCAG 2.5.8).
const dotStyle = (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.5rem',
  height: '1.5rem',
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  '&::before': {
    content: '""',
    width: '0.65rem',
    height: '0.65rem',
    borderRadius: '50%',
    background: theme.colors.borderStrong,
    transition: 'width 0.2s',
  },
  '&[aria-current="true"]::before': { width: '1.4rem', borderRadius: '999px', background: theme.colors.accent },
});

interface CarouselControlsProps {
  readonly carousel: CarouselState;
  readonly label: string;
  /** No pause button where nothing moves by itself (reduced motion). */
  readonly canPause: boolean;
}

/** Previous, the dots, next, and the pause button WCAG 2.2.2 asks of anything that moves by itself. */
export function CarouselControls({ carousel, label, canPause }: CarouselControlsProps) {
  return (
    <div css={controlsStyle}>
      <button type="button" css={iconButtonStyle} onClick={carousel.previous} aria-label={`Previous slide, ${label}`}>
        <Icon name="arrowLeft" size={20} />
      </button>
      {carousel.count > manyDots && (
        <p css={counterStyle}>
          <span aria-hidden="true">{`${carousel.index + 1} / ${carousel.count}`}</span>
          <span css={visuallyHidden}>{`Slide ${carousel.index + 1} of ${carousel.count}`}</span>
        </p>
      )}
      <ul css={[dotsStyle, carousel.count > manyDots && dotsWhenMany]} aria-label={`Slides of ${label}`}>
        {Array.from({ length: carousel.count }, (_, position) => (
          <li key={position}>
            <button
              type="button"
              css={dotStyle}
              aria-current={position === carousel.index ? 'true' : undefined}
              onClick={() => carousel.goTo(position)}
            >
              <span css={visuallyHidden}>{`Go to slide ${position + 1} of ${carousel.count}`}</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" css={iconButtonStyle} onClick={carousel.next} aria-label={`Next slide, ${label}`}>
        <Icon name="arrowRight" size={20} />
      </button>
      {canPause && (
        <button
          type="button"
          css={iconButtonStyle}
          onClick={carousel.toggleStopped}
          aria-label={carousel.stopped ? `Play the ${label} slides` : `Pause the ${label} slides`}
        >
          <Icon name={carousel.stopped ? 'play' : 'pause'} size={18} />
        </button>
      )}
    </div>
  );
}
