import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import { mainContentId } from '../frame/main-content';
import { ScrollToTopOnNavigate } from './ScrollToTopOnNavigate';

let scrollTo: jest.Mock;

beforeEach(() => {
  scrollTo = jest.fn();
  Object.assign(window, { scrollTo });
});

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Link to="/careers">Careers</Link>
      <main id={mainContentId} tabIndex={-1} />
      <ScrollToTopOnNavigate />
    </MemoryRouter>,
  );
}

describe('ScrollToTopOnNavigate', () => {
  test('the page the browser loaded keeps its scroll and its focus', () => {
    renderAt('/');
    expect(scrollTo).not.toHaveBeenCalled();
    expect(screen.getByRole('main')).not.toHaveFocus();
  });

  test('a move to another page starts at its top, with the focus on its main content', async () => {
    renderAt('/');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Careers' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
