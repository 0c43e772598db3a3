import { afterEach, describe, expect, jest, test } from '@jest/globals';

describe('salary text', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  test('a salary reads in rupees with Indian grouping, its number format made only when one is shown', async () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    const { salaryText } = await import('./careers-text');
    // Evaluating the module builds no number format (docs/decisions/0056).
    expect(made).not.toHaveBeenCalled();
    expect(salaryText({ currency: 'INR', minValue: 40000, maxValue: 150000, unitText: 'MONTH' })).toBe(
      '₹40,000 to ₹1,50,000 a month',
    );
    expect(salaryText({ currency: 'INR', minValue: 900, unitText: 'HOUR' })).toBe('₹900 an hour');
    expect(made).toHaveBeenCalledTimes(1);
  });
});
