import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { keepInPageJumpsFromRouter, routerShows } from './in-page-jumps';

/** What SiteLayout does with the router's location, and what the router tells the page. */
function Page() {
  const location = useLocation();
  useLayoutEffect(() => routerShows(location), [location]);
  return <p>{`${location.pathname}${location.hash} (${location.key})`}</p>;
}

/** The browser moves through its history (Back, Forward, a link to a fragment) to `url`. */
function historyMovesTo(url: string) {
  window.history.pushState(null, '', url);
  act(() => void window.dispatchEvent(new PopStateEvent('popstate', { state: null })));
}

describe('a jump within the page', () => {
  let stop: () => void;
  beforeEach(() => {
    window.history.replaceState(null, '', '/careers/editor');
    stop = keepInPageJumpsFromRouter();
    render(
      <BrowserRouter>
        <Page />
      </BrowserRouter>,
    );
  });
  afterEach(() => stop());

  test('is not a navigation: the router, and so the page, does not render again', () => {
    const before = screen.getByRole('paragraph').textContent;
    historyMovesTo('/careers/editor#apply');
    expect(window.location.hash).toBe('#apply');
    expect(screen.getByRole('paragraph')).toHaveTextContent(before!);
    historyMovesTo('/careers/editor');
    expect(screen.getByRole('paragraph')).toHaveTextContent(before!);
  });

  test('while Back or Forward to another page still reaches the router', () => {
    historyMovesTo('/careers');
    expect(screen.getByRole('paragraph')).toHaveTextContent(/^\/careers \(/);
    historyMovesTo('/careers?role=editor#apply');
    expect(screen.getByRole('paragraph')).toHaveTextContent(/^\/careers#apply \(/);
  });
});
