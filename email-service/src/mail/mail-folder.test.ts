import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { emlFileName, mailFilesOf } from './mail-folder';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mail-folder-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const message = (headers: string, body = 'Hello') => `${headers.split('\n').join('\r\n')}\r\n\r\n${body}\r\n`;
const at = new Date('2026-11-01T10:00:00.000Z');

describe("a person's mail files", () => {
  test('by the ids of their entries, or by an address their headers name (folded lines, any case)', async () => {
    const byId = emlFileName('<aaaaaaaa-0000-4000-8000-000000000001@x>', at);
    const orphan = emlFileName('<aaaaaaaa-0000-4000-8000-000000000002@x>', at);
    const quotedInBody = emlFileName('<aaaaaaaa-0000-4000-8000-000000000003@x>', at);
    const lookalike = emlFileName('<aaaaaaaa-0000-4000-8000-000000000004@x>', at);
    await writeFile(path.join(dir, byId), message('To: inbox@x.test'));
    await writeFile(path.join(dir, orphan), message('To: inbox@x.test\nReply-To: "Asha Rao"\n <ASHA@Example.com>'));
    await writeFile(path.join(dir, quotedInBody), message('To: inbox@x.test', 'Ask asha@example.com'));
    await writeFile(path.join(dir, lookalike), message('To: inbox@x.test\nReply-To: nasha@example.com'));
    // Not of the mailer's naming: never read, never the person's.
    await writeFile(path.join(dir, 'notes.eml'), message('To: asha@example.com'));

    const found = await mailFilesOf(dir, ['<aaaaaaaa-0000-4000-8000-000000000001@x>'], 'asha@example.com');
    expect(found).toEqual([byId, orphan].sort());
  });

  test('no folder yet: none', async () => {
    expect(await mailFilesOf(path.join(dir, 'missing'), ['<a@x>'], 'asha@example.com')).toEqual([]);
  });
});
