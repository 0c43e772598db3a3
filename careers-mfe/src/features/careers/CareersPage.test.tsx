import { describe, expect, test } from '@jest/globals';
import { BrandProvider } from '@inklined/brand/BrandProvider';
import type { LinkProps } from '@inklined/contracts/remote-modules';
import { render, screen, within } from '@testing-library/react';
import { CareersPage } from './CareersPage';

function TestLink({ to, children }: LinkProps) {
  return <a href={to}>{children}</a>;
}

describe('CareersPage', () => {
  test('links each of the six open positions to its role page', () => {
    render(<CareersPage Link={TestLink} />, { wrapper: BrandProvider });
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/careers/medical-writing-specialist',
      '/careers/engineering-writing-specialist',
      '/careers/humanities-writing-specialist',
      '/careers/social-sciences-writing-specialist',
      '/careers/client-relations-executive',
      '/careers/social-media-manager',
    ]);
  });
});
