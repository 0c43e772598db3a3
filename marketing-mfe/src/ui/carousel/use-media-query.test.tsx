import { beforeAll, expect, test } from '@jest/globals';
import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { installBrowserShims, setViewportWidth } from '../../test-support/browser-shims';
import { useCardsPerSlide } from './use-media-query';

beforeAll(installBrowserShims);

/** Every value a component rendered with, in order. */
function recorder() {
  const seen: number[] = [];
  function CardsPerSlide() {
    const perSlide = useCardsPerSlide();
    seen.push(perSlide);
    return <p>{perSlide} per slide</p>;
  }
  return { seen, CardsPerSlide };
}

// First in this file: the module has not read a query in the browser yet, as on a page's first load.
test("a phone hydrates the server's HTML unchanged, then takes its own width", async () => {
  const { seen, CardsPerSlide } = recorder();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<CardsPerSlide />);
  expect(container.textContent).toBe('3 per slide');
  setViewportWidth(375);
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <CardsPerSlide />, { onRecoverableError: (error) => mismatches.push(error) });
  });
  expect(mismatches).toEqual([]);
  expect(container.textContent).toBe('1 per slide');
  // The server's value while hydrating, then the phone's.
  expect(seen.slice(1)).toEqual([3, 1]);
});

test('a component mounted later, as on a move inside the site, has the width from its first render', async () => {
  const { seen, CardsPerSlide } = recorder();
  setViewportWidth(800);
  const container = document.createElement('div');
  await act(async () => createRoot(container).render(<CardsPerSlide />));
  expect(container.textContent).toBe('2 per slide');
  expect(seen).toEqual([2]);
});

test('a change of width reaches a mounted component', async () => {
  const { CardsPerSlide } = recorder();
  setViewportWidth(1280);
  const container = document.createElement('div');
  await act(async () => createRoot(container).render(<CardsPerSlide />));
  expect(container.textContent).toBe('3 per slide');
  setViewportWidth(700);
  expect(container.textContent).toBe('2 per slide');
});
