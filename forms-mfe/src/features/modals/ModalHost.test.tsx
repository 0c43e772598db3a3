import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { BrandProvider } from '@inklined/design-system/BrandProvider';
import { closeModal, modalStore, openModal } from '@inklined/modal-store/modal-store';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shimDialog } from '@inklined/design-system/test-support/dialog-shim';
import { ModalHost } from './ModalHost';

beforeAll(shimDialog);
afterEach(() => act(closeModal));

describe('ModalHost', () => {
  test('renders nothing until the store opens a modal', () => {
    render(<ModalHost />, { wrapper: BrandProvider });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('shows the modal the store names, with its form, and its close button closes it', async () => {
    render(<ModalHost />, { wrapper: BrandProvider });
    act(() => openModal('expert'));
    const expert = screen.getByRole('dialog', { name: 'Speak with an Expert' });
    expect(expert).toHaveAttribute('open');
    expect(screen.getByRole('checkbox', { name: /processing my data/ })).toBeVisible();
    act(() => openModal('contactPopup'));
    expect(screen.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(modalStore.getState().openModal).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
