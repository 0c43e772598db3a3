import { expect, test } from '../fixtures';
import { mailContaining, uniqueMarker } from '../support/mailbox';

test('a submission to /api/sendEmail on the shell origin reaches the email service and the SMTP server', async ({
  request,
}) => {
  const marker = uniqueMarker('e2e');
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
  await expect.poll(async () => (await mailContaining(marker))?.raw).toContain('To: contact@criticallyinklined.com');
  const { raw } = (await mailContaining(marker))!;
  // The body lists every submitted field, to_email included; only the headers decide who receives it.
  const headers = raw.slice(0, raw.search(/\r?\n\r?\n/));
  expect(headers).toMatch(/^Reply-To: .*asha@example\.com/m);
  expect(headers).not.toContain('someone-else@example.com');
});
