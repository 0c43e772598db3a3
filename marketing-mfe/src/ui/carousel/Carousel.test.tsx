import { afterEach, beforeAll, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { BrandProvider } from '@inklined/design-system/BrandProvider';
import { act, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ServicesCarousel } from '../../features/home/ServicesCarousel';
import { TestimonialsCarousel } from '../../features/home/TestimonialsCarousel';
import {
  installBrowserShims,
  resetBrowserShims,
  setReducedMotion,
  setViewportWidth,
} from '../../test-support/browser-shims';

let user: UserEvent;
beforeAll(installBrowserShims);
beforeEach(() => {
  jest.useFakeTimers();
  user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
});
afterEach(() => {
  jest.useRealTimers();
  resetBrowserShims();
});

const region = (name: string) => screen.getByRole('group', { name });
/** The slides the carousel shows now (the others are inert until it moves to them). */
const shown = (name: string) =>
  within(region(name))
    .getAllByRole('group', { hidden: true })
    .filter((slide) => !slide.hasAttribute('inert'))
    .map((slide) => within(slide).getByRole('heading', { level: 3 }).textContent);
const current = (name: string) =>
  within(region(name))
    .getAllByRole('button', { name: /Go to slide/ })
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true');
const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));
/** The carousel engine, fetched once the visitor reached for the carousel, has started. */
const engineStarted = () =>
  act(async () => {
    await import('embla-carousel');
  });
/** Lets `n` intervals pass, one at a time, as a visitor would watch them. */
const intervals = (n: number) => {
  for (let step = 0; step < n; step++) tick(5_000);
};

describe('the "What We Do" carousel', () => {
  test('shows 3 cards per slide from 1024 px, moves every 5 s, and loops back to the first', () => {
    render(<ServicesCarousel />, { wrapper: BrandProvider });
    expect(shown('What We Do')).toEqual(['Essays & Assignments', 'Research Papers', 'Literature Reviews']);
    expect(within(region('What We Do')).getAllByRole('button', { name: /Go to slide/ })).toHaveLength(4);
    tick(4_999);
    expect(current('What We Do')).toBe(0);
    tick(1);
    expect(shown('What We Do')).toEqual(['Dissertations/Theses', 'Reports & Case Studies', 'Editing & Proofreading']);
    intervals(3);
    expect(current('What We Do')).toBe(0);
    expect(shown('What We Do')[0]).toBe('Essays & Assignments');
  });

  test.each([
    [1023, 2, 6],
    [640, 2, 6],
    [639, 1, 12],
    [320, 1, 12],
  ])('at %i px it shows %i card(s) per slide, %i slides', (width, perSlide, slides) => {
    setViewportWidth(width);
    render(<ServicesCarousel />, { wrapper: BrandProvider });
    expect(shown('What We Do')).toHaveLength(perSlide);
    const dots = within(region('What We Do')).queryAllByRole('button', { name: /Go to slide/ });
    if (slides > 7) {
      // Twelve dots would wrap on a phone: the carousel says "1 / 12" instead, and reads it out in words.
      expect(dots).toHaveLength(0);
      expect(within(region('What We Do')).getByText(`Slide 1 of ${slides}`)).toBeInTheDocument();
      expect(within(region('What We Do')).getByText(`1 / ${slides}`)).toHaveAttribute('aria-hidden', 'true');
    } else {
      expect(dots).toHaveLength(slides);
    }
  });

  test('a change in cards per slide goes back to the first slide', async () => {
    render(<ServicesCarousel />, { wrapper: BrandProvider });
    await user.click(within(region('What We Do')).getByRole('button', { name: 'Go to slide 3 of 4' }));
    expect(current('What We Do')).toBe(2);
    await engineStarted();
    setViewportWidth(800);
    // The engine starts again for the new layout.
    await engineStarted();
    expect(current('What We Do')).toBe(0);
    expect(shown('What We Do')).toEqual(['Essays & Assignments', 'Research Papers']);
  });

  test('dots go to their slide; the next move comes a full interval after the visitor leaves', async () => {
    render(<ServicesCarousel />, { wrapper: BrandProvider });
    tick(3_000);
    await user.click(within(region('What We Do')).getByRole('button', { name: 'Go to slide 4 of 4' }));
    // The pointer and the focus leave the carousel, which waits while either is on it.
    await user.click(document.body);
    expect(shown('What We Do')).toEqual(['Abstracts', 'Statistical Analysis', 'Topic Selection']);
    expect(current('What We Do')).toBe(3);
    tick(4_999);
    expect(current('What We Do')).toBe(3);
    tick(1);
    expect(current('What We Do')).toBe(0);
  });

  test('pauses while the pointer or the focus is on it, and when the visitor pauses it', async () => {
    render(<ServicesCarousel />, { wrapper: BrandProvider });
    await user.hover(region('What We Do'));
    tick(20_000);
    expect(current('What We Do')).toBe(0);
    await user.unhover(region('What We Do'));
    await user.click(within(region('What We Do')).getByRole('button', { name: 'Pause the What We Do slides' }));
    tick(20_000);
    expect(current('What We Do')).toBe(0);
    await user.click(within(region('What We Do')).getByRole('button', { name: 'Play the What We Do slides' }));
    // The play button keeps the focus inside the carousel: it waits until the focus leaves.
    tick(20_000);
    expect(current('What We Do')).toBe(0);
    await user.click(document.body);
    tick(5_000);
    expect(current('What We Do')).toBe(1);
  });

  test("a timer begun before the visitor's preference for less motion was rendered moves nothing", () => {
    render(<ServicesCarousel />, { wrapper: BrandProvider });
    // As right after hydration: the render has the server's answer (motion allowed), the browser's
    // follows in a transition not yet rendered when the first interval ends.
    setReducedMotion(true, { heard: false });
    tick(5_000);
    expect(current('What We Do')).toBe(0);
  });

  test('with reduced motion nothing moves by itself and there is no pause button', () => {
    setReducedMotion(true);
    render(<ServicesCarousel />, { wrapper: BrandProvider });
    tick(60_000);
    expect(current('What We Do')).toBe(0);
    expect(within(region('What We Do')).queryByRole('button', { name: /Pause/ })).toBeNull();
  });
});

describe('the testimonials carousel', () => {
  const name = 'What Our Clients Say';
  const quote = () =>
    within(region(name))
      .getAllByRole('group', { hidden: true })
      .find((slide) => !slide.hasAttribute('inert'))
      ?.querySelector('cite')?.textContent;

  test('shows one of seven, every 5 s the next, wrapping round after the seventh', () => {
    render(<TestimonialsCarousel />, { wrapper: BrandProvider });
    expect(within(region(name)).getAllByRole('button', { name: /Go to slide/ })).toHaveLength(7);
    expect(quote()).toBe('Priya Raman');
    tick(5_000);
    expect(quote()).toBe('Daniel Okafor');
    intervals(6);
    expect(quote()).toBe('Priya Raman');
  });

  test('previous and next move one and wrap at both ends', async () => {
    render(<TestimonialsCarousel />, { wrapper: BrandProvider });
    await user.click(screen.getByRole('button', { name: `Previous slide, ${name}` }));
    expect(quote()).toBe('Emily Carter');
    await user.click(screen.getByRole('button', { name: `Next slide, ${name}` }));
    await user.click(screen.getByRole('button', { name: `Next slide, ${name}` }));
    expect(quote()).toBe('Daniel Okafor');
  });

  test('each testimonial has its rating, role, university and service', () => {
    render(<TestimonialsCarousel />, { wrapper: BrandProvider });
    const first = within(region(name)).getAllByRole('group', { hidden: true })[0]!;
    expect(within(first).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(first).toHaveTextContent('PhD candidate, Public Health, University of Delhi');
    expect(first).toHaveTextContent('Editing & Proofreading');
  });
});
