import { afterEach, describe, expect, test } from '@jest/globals';
import { BrandProvider } from '@inklined/brand/BrandProvider';
import type { LinkProps } from '@inklined/contracts/remote-modules';
import { closeModal, modalStore } from '@inklined/modal-store/modal-store';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HomePage } from './HomePage';

function TestLink({ to, children, className }: LinkProps) {
  return (
    <a href={to} className={className}>
      {children}
    </a>
  );
}

describe('HomePage', () => {
  afterEach(closeModal);

  test('has a two-line headline and an About Us link to /about', () => {
    render(<HomePage Link={TestLink} />, { wrapper: BrandProvider });
    expect(screen.getByRole('heading', { level: 1 }).children).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
  });

  test('"Speak with an Expert" opens the expert modal through the shared store', async () => {
    render(<HomePage Link={TestLink} />, { wrapper: BrandProvider });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Speak with an Expert' }));
    expect(modalStore.getState().openModal).toBe('expert');
  });
});
