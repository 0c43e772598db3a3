import { describe, expect, test } from '@jest/globals';
import { officeLocation, workingHours } from './site-facts';

describe('the facts as the pages write them', () => {
  test('the hours read as the spec gives them', () => {
    expect(workingHours).toEqual({ days: 'Monday to Saturday', time: '10:00 AM to 7:00 PM IST' });
  });

  test('the office is in New Delhi, India', () => {
    expect(officeLocation).toBe('New Delhi, India');
  });
});
