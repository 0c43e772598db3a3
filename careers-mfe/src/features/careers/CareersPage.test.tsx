import { describe, expect, test } from '@jest/globals';
import { BrandProvider } from '@inklined/brand/BrandProvider';
import { standInPageProps } from '@inklined/stand-ins/stand-ins';
import { render, screen, within } from '@testing-library/react';
import { CareersPage } from './CareersPage';

describe('CareersPage', () => {
  test('links each of the six open positions to its role page', () => {
    render(<CareersPage {...standInPageProps} />, { wrapper: BrandProvider });
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
