import { describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localServerPins } from './server-pins';

describe('localServerPins', () => {
  const checkout = mkdtempSync(path.join(tmpdir(), 'checkout-'));
  const pin = `sha256-${'c'.repeat(43)}=`;
  mkdirSync(path.join(checkout, 'careers-mfe', 'dist', 'ssr'), { recursive: true });
  writeFileSync(path.join(checkout, 'careers-mfe', 'dist', 'ssr', 'pin.txt'), `${pin}\n`);

  test("pins the remotes' own builds, and only those served from this checkout", () => {
    expect(localServerPins({}, checkout)).toEqual({ CAREERS_SERVER_PIN: pin });
    expect(localServerPins({ CAREERS_REMOTE_ENTRY: 'https://cdn.example/careers/remoteEntry.js' }, checkout)).toEqual(
      {},
    );
    expect(localServerPins({ CAREERS_SERVER_PIN: `sha256-${'d'.repeat(43)}=` }, checkout)).toEqual({});
  });
});
