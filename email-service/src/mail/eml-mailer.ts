import { constants } from 'node:fs';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DkimConfig } from '../config';
import nodemailer from 'nodemailer';
import { emlFileName, emlFileTime, mailFileNames } from './mail-folder';
import { sandbox, type Mailer } from './mailer';

/** Written under a hidden temporary name, flushed, then renamed: a reader never sees half a mail. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.tmp`);
  try {
    await mkdir(path.dirname(file), { recursive: true });
    // flush: the data is synced to disk before the rename makes it visible.
    await writeFile(temporary, data, { flag: 'wx', mode: 0o600, flush: true });
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => undefined);
    throw error;
  }
}

/**
 * The default transport when SMTP_URL is unset: every mail becomes a standard .eml file a newcomer
 * can open in any mail client, with no account needed.
 */
export function createEmlMailer(mailDir: string, dkim?: DkimConfig): Mailer {
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
    ...sandbox,
    // Signed as SMTP would sign it, so a DKIM set-up can be checked on the files before going live.
    ...(dkim ? { dkim: { ...dkim } } : {}),
  });

  return {
    kind: 'eml',
    async send(message) {
      const info = await transporter.sendMail(message);
      if (!Buffer.isBuffer(info.message)) throw new Error('stream transport did not return a buffer');
      const file = path.join(mailDir, emlFileName(info.messageId));
      await writeAtomically(file, info.message);
      return { messageId: info.messageId, file };
    },
    async status() {
      try {
        await mkdir(mailDir, { recursive: true });
        await access(mailDir, constants.W_OK);
        return { transport: 'eml', usable: true };
      } catch {
        return { transport: 'eml', usable: false };
      }
    },
    async forgetOlderThan(time) {
      let deleted = 0;
      for (const name of await mailFileNames(mailDir)) {
        if (emlFileTime(name)! >= time) continue;
        await rm(path.join(mailDir, name), { force: true });
        deleted += 1;
      }
      return deleted;
    },
    close() {
      transporter.close();
    },
  };
}
