import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../fixtures';
import { e2eMailDir } from '../site';

async function mailContaining(marker: string): Promise<string | undefined> {
  const files = await readdir(e2eMailDir).catch(() => []);
  for (const file of files.filter((name) => name.endsWith('.eml'))) {
    const content = await readFile(path.join(e2eMailDir, file), 'utf8');
    if (content.includes(marker)) return content;
  }
  return undefined;
}

test('a submission to /api/sendEmail on the shell origin reaches the email service and its mail folder', async ({
  request,
}) => {
  const marker = `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const response = await request.post('/api/sendEmail', {
    data: {
      to_email: 'someone-else@example.com',
      subject: `Question ${marker}`,
      message: 'Do you review thesis chapters?',
      from_name: 'Asha Rao',
      from_email: 'asha@example.com',
      phone: '',
      service: 'thesis',
      formType: 'contactPopup',
    },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ success: true, messageId: expect.any(String) });
  await expect.poll(() => mailContaining(marker)).toContain('To: contact@criticallyinklined.com');
  const mail = (await mailContaining(marker))!;
  // The body lists every submitted field, to_email included; only the headers decide who receives it.
  const headers = mail.slice(0, mail.search(/\r?\n\r?\n/));
  expect(headers).toMatch(/^Reply-To: .*asha@example\.com/m);
  expect(headers).not.toContain('someone-else@example.com');
});
