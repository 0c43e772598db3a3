import { describe, expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { StandInEmbed, StandInLink } from './stand-ins';

describe('stand-ins', () => {
  test('the link is a plain anchor to its path', () => {
    render(<StandInLink to="/careers">Careers</StandInLink>);
    expect(screen.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers');
  });

  test('the embed names the module and carries the props the shell would pass', () => {
    render(<StandInEmbed id="forms/JobApplicationForm" props={{ roleTitle: 'Medical Writing Specialist' }} />);
    const place = screen.getByRole('region', { name: 'forms/JobApplicationForm' });
    expect(JSON.parse(place.dataset.props ?? '')).toEqual({ roleTitle: 'Medical Writing Specialist' });
  });
});
