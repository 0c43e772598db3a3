import { afterEach, describe, expect, test } from '@jest/globals';
import { BrandProvider } from '@inklined/brand/BrandProvider';
import { closeModal, openModal } from '@inklined/modal-store/modal-store';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalHost } from './ModalHost';

function renderHost() {
  render(
    <>
      <button type="button">Opener</button>
      <ModalHost />
    </>,
    { wrapper: BrandProvider },
  );
}

describe('ModalHost', () => {
  afterEach(() => act(closeModal));

  test('renders nothing until the store opens a modal', () => {
    renderHost();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('the expert modal takes focus, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    renderHost();
    const opener = screen.getByRole('button', { name: 'Opener' });
    opener.focus();
    act(() => openModal('expert'));
    const dialog = screen.getByRole('dialog', { name: 'Speak with an Expert' });
    expect(dialog).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  test('the expert modal closes on a backdrop click; the contact popup does not', async () => {
    const user = userEvent.setup();
    renderHost();
    act(() => openModal('expert'));
    await user.click(screen.getByRole('dialog').parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => openModal('contactPopup'));
    await user.click(screen.getByRole('dialog', { name: 'Contact Us' }).parentElement!);
    expect(screen.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('Tab stays inside the dialog', async () => {
    const user = userEvent.setup();
    renderHost();
    act(() => openModal('expert'));
    const close = screen.getByRole('button', { name: 'Close' });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });
});
