import { describe, expect, test } from '@jest/globals';
import { parseRemotesConfig, RemotesConfigError } from './remotes-config';

const valid = {
  timeoutMs: 120000,
  remotes: {
    marketing: '/mf/marketing/remoteEntry.js',
    careers: 'https://cdn.example.com/careers/remoteEntry.js',
    forms: '/mf/forms/remoteEntry.js',
  },
};

describe('parseRemotesConfig', () => {
  test('accepts a config with every remote and keeps only known remotes', () => {
    expect(parseRemotesConfig({ ...valid, remotes: { ...valid.remotes, other: '/x.js' } })).toEqual(valid);
  });

  test.each([
    [null, 'remotes config must be an object'],
    [{ ...valid, timeoutMs: 0 }, 'timeoutMs must be a positive number'],
    [{ ...valid, timeoutMs: '5' }, 'timeoutMs must be a positive number'],
    [{ timeoutMs: 5 }, 'remotes must be an object'],
    [{ ...valid, remotes: { ...valid.remotes, careers: '' } }, 'remotes.careers must be the URL of its remoteEntry.js'],
  ])('rejects %j', (input, message) => {
    expect(() => parseRemotesConfig(input)).toThrow(new RemotesConfigError(message));
  });
});
