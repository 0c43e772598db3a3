import { describe, expect, jest, test } from '@jest/globals';
import { BrandProvider } from '@inklined/brand/BrandProvider';
import type { LinkProps } from '@inklined/contracts/remote-modules';
import { render, screen } from '@testing-library/react';
import { CareerDetailPage } from './CareerDetailPage';

function TestLink({ to, children }: LinkProps) {
  return <a href={to}>{children}</a>;
}

describe('CareerDetailPage', () => {
  test('shows the role for a known id and scrolls to the top', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<CareerDetailPage Link={TestLink} roleId="social-media-manager" />, { wrapper: BrandProvider });
    expect(screen.getByRole('heading', { level: 1, name: 'Social Media Manager' })).toBeVisible();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
  });

  test('shows "Job not found" and a way back for an unknown id', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<CareerDetailPage Link={TestLink} roleId="astronaut" />, { wrapper: BrandProvider });
    expect(screen.getByRole('heading', { level: 1, name: 'Job not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Careers' })).toHaveAttribute('href', '/careers');
    scrollTo.mockRestore();
  });
});
