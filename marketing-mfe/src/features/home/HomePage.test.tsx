import { afterEach, describe, expect, test } from '@jest/globals';
import { BrandProvider } from '@inklined/brand/BrandProvider';
import { closeModal, modalStore } from '@inklined/modal-store/modal-store';
import { standInPageProps } from '@inklined/stand-ins/stand-ins';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HomePage } from './HomePage';

describe('HomePage', () => {
  afterEach(closeModal);

  test('has a two-line headline and an About Us link to /about', () => {
    render(<HomePage {...standInPageProps} />, { wrapper: BrandProvider });
    expect(screen.getByRole('heading', { level: 1 }).children).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
  });

  test('"Speak with an Expert" opens the expert modal through the shared store', async () => {
    render(<HomePage {...standInPageProps} />, { wrapper: BrandProvider });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Speak with an Expert' }));
    expect(modalStore.getState().openModal).toBe('expert');
  });
});
