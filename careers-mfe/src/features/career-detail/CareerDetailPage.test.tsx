import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { BrandProvider } from '@inklined/brand/BrandProvider';
import { standInPageProps } from '@inklined/stand-ins/stand-ins';
import { render, screen } from '@testing-library/react';
import { CareerDetailPage } from './CareerDetailPage';

describe('CareerDetailPage', () => {
  let scrollTo: jest.SpiedFunction<typeof window.scrollTo>;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => scrollTo.mockRestore());

  test('shows the role for a known id, embeds the application form told the role, and scrolls to the top', () => {
    render(<CareerDetailPage {...standInPageProps} roleId="social-media-manager" />, { wrapper: BrandProvider });
    expect(screen.getByRole('heading', { level: 1, name: 'Social Media Manager' })).toBeVisible();
    const form = screen.getByRole('region', { name: 'forms/JobApplicationForm' });
    expect(JSON.parse(form.dataset.props ?? '')).toEqual({ roleTitle: 'Social Media Manager' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  test('shows "Job not found", a way back and no form for an unknown id', () => {
    render(<CareerDetailPage {...standInPageProps} roleId="astronaut" />, { wrapper: BrandProvider });
    expect(screen.getByRole('heading', { level: 1, name: 'Job not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Careers' })).toHaveAttribute('href', '/careers');
    expect(screen.queryByRole('region', { name: 'forms/JobApplicationForm' })).toBeNull();
  });
});
