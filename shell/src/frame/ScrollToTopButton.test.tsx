import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { BrandProvider } from '@inklined/design-system/BrandProvider';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mainContentId } from './main-content';
import { ScrollToTopButton } from './ScrollToTopButton';

let scrollTo: jest.Mock;

function renderScrolled(reducedMotion: boolean) {
  Object.assign(window, {
    matchMedia: (query: string) => ({ matches: reducedMotion && query.includes('reduce') }),
  });
  render(
    <BrandProvider>
      <main id={mainContentId} tabIndex={-1} />
      <ScrollToTopButton />
    </BrandProvider>,
  );
  act(() => {
    window.scrollY = 800;
    fireEvent.scroll(window);
  });
}

beforeEach(() => {
  scrollTo = jest.fn();
  Object.assign(window, { scrollTo });
});
afterEach(() => {
  window.scrollY = 0;
});

describe('ScrollToTopButton', () => {
  test('glides to the top, and the focus goes on from the main content', async () => {
    renderScrolled(false);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByRole('main')).toHaveFocus();
  });

  test('shows on a page that opens scrolled (back, a #link), from the first frame on', async () => {
    window.scrollY = 800;
    render(
      <BrandProvider>
        <ScrollToTopButton />
      </BrandProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Scroll to top' })).toBeVisible();
  });

  test('jumps at once for a visitor who asks for less motion', async () => {
    renderScrolled(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
  });
});
