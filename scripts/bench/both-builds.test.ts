import { expect, test } from '@jest/globals';
import { inTurn } from './both-builds';

test('each item once a run, the order turned by one each run: two builds swap, three sites rotate', async () => {
  const order = async (items: readonly string[], runs: number) => {
    const seen: string[] = [];
    await inTurn(runs, items, async (item, run) => {
      seen.push(`${run}:${item}`);
    });
    return seen;
  };
  expect(await order(['federated', 'standalone'], 3)).toEqual([
    '0:federated',
    '0:standalone',
    '1:standalone',
    '1:federated',
    '2:federated',
    '2:standalone',
  ]);
  expect(await order(['a', 'b', 'c'], 4)).toEqual([
    '0:a',
    '0:b',
    '0:c',
    '1:b',
    '1:c',
    '1:a',
    '2:c',
    '2:a',
    '2:b',
    '3:a',
    '3:b',
    '3:c',
  ]);
});
