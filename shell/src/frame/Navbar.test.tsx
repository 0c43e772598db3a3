import { describe, expect, test } from '@jest/globals';
import { BrandProvider } from '@inklined/design-system/BrandProvider';
import { closeModal, modalStore } from '@inklined/modal-store/modal-store';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Navbar } from './Navbar';

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderNavbar(path = '/') {
  render(
    <BrandProvider>
      <MemoryRouter initialEntries={[path]}>
        <Navbar />
        <Routes>
          <Route path="*" element={<CurrentPath />} />
        </Routes>
      </MemoryRouter>
    </BrandProvider>,
  );
}

describe('Navbar', () => {
  test('lists the six pages in order and links the logo home', () => {
    renderNavbar('/faq');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Services', '/services'],
      ['FAQ', '/faq'],
      ['Careers', '/careers'],
      ['Contact', '/contact'],
    ]);
    // Closed on a small screen (jsdom matches no media query), the links are hidden until opened.
    expect(screen.getByRole('link', { name: 'FAQ', hidden: true })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Critically Inklined home' })).toHaveAttribute('href', '/');
  });

  test('Careers stays marked on a role page; Home only on itself', () => {
    renderNavbar('/careers/medical-writing-specialist');
    expect(screen.getByRole('link', { name: 'Careers', hidden: true })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home', hidden: true })).not.toHaveAttribute('aria-current');
  });

  test('the menu button toggles its state and label, and choosing a link closes the menu', async () => {
    const user = userEvent.setup();
    renderNavbar();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Careers' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/careers');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes the open menu and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    renderNavbar();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  test('the menu closes when the focus moves on to the page, not while it stays in the bar', async () => {
    const user = userEvent.setup();
    render(
      <BrandProvider>
        <MemoryRouter>
          <Navbar />
          <button type="button">On the page</button>
        </MemoryRouter>
      </BrandProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    // Past the menu's last item, the expert button, to the page.
    for (let step = 0; step < 7; step += 1) await user.tab();
    expect(screen.getByRole('button', { name: 'On the page' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the expert form opened from the menu is opened from the menu button', async () => {
    const user = userEvent.setup();
    renderNavbar();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Speak with an Expert' }));
    expect(modalStore.getState().openModal).toBe('expert');
    // The dialog gives the focus back to what had it as it opened: a button still on the screen.
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    closeModal();
  });
});
