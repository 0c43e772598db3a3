import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import sharp from 'sharp';
import { pictureFiles } from './responsive-image';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'pictures-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('a cover photo', () => {
  test('a photo narrower than the widths is written at its own width, never wider', async () => {
    await sharp({ create: { width: 600, height: 400, channels: 3, background: '#888' } })
      .png()
      .toFile(path.join(dir, 'small.png'));
    const { width, height, files } = await pictureFiles(path.join(dir, 'small.png'), path.join(dir, 'cache'));
    expect([width, height]).toEqual([600, 400]);
    expect(files.map(({ format, width }) => `${format} ${width}`).sort()).toEqual([
      'avif 480',
      'avif 600',
      'jpeg 600',
      'webp 480',
      'webp 600',
    ]);
  });

  test.each([
    [
      'an SVG named as a JPEG',
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
      /is svg, not a JPEG/,
    ],
    ['text named as a JPEG', 'not a photo', /unsupported image format|Input buffer/],
  ])('%s stops the build', async (_kind, content, message) => {
    writeFileSync(path.join(dir, 'cover.jpg'), content);
    await expect(pictureFiles(path.join(dir, 'cover.jpg'), path.join(dir, 'cache'))).rejects.toThrow(message);
  });
});
