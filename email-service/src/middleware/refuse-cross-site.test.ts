import { beforeEach, describe, expect, test } from '@jest/globals';
import { RESUME_FIELD, SEND_EMAIL_PATH } from '@inklined/contracts/email';
import request from 'supertest';
import { samplePdf } from '@inklined/test-kit/sample-pdf';
import { setUpSmtpSink } from '../test-support/set-up-smtp-sink';
import { payloads, SITE_ORIGIN, testService, type TestService } from '../test-support/test-app';

const smtp = setUpSmtpSink();
let service: TestService;
beforeEach(async () => {
  service = await testService(smtp.mailer);
});
const refusal = { success: false, error: 'This form can only be sent from the Critically Inklined website.' };
const post = () => request(service.callback()).post(SEND_EMAIL_PATH);

describe('a submission from another site is refused with 403 and nothing is sent', () => {
  test.each([
    ['another origin', { Origin: 'https://evil.example' }],
    ['the opaque origin "null" (sandboxed frame)', { Origin: 'null' }],
    ['an allowed origin on another port', { Origin: 'http://127.0.0.1:3001' }],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site: cross-site with the site origin', { Origin: SITE_ORIGIN, 'Sec-Fetch-Site': 'cross-site' }],
  ])('JSON from %s', async (_name, headers) => {
    const response = await post().set(headers).send(payloads.contact).expect(403);

    expect(response.body).toEqual(refusal);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    await service.deliver();
    expect(smtp.sink.received).toHaveLength(0);
  });

  test('a multipart job application posted by a form on another site', async () => {
    const form = post().set('Origin', 'https://evil.example').set('Sec-Fetch-Site', 'cross-site');
    for (const [name, value] of Object.entries(payloads.jobApplication)) form.field(name, value);
    const response = await form.attach(RESUME_FIELD, samplePdf(), 'cv.pdf').expect(403);

    expect(response.body).toEqual(refusal);
    await service.deliver();
    expect(smtp.sink.received).toHaveLength(0);
  });
});

describe('the site itself, and clients that are not browsers, keep working', () => {
  test.each([
    ['no Origin and no Sec-Fetch-Site (curl, tests)', {}],
    ['the site origin, same-origin', { Origin: SITE_ORIGIN, 'Sec-Fetch-Site': 'same-origin' }],
    ['Sec-Fetch-Site: none (typed by the user)', { 'Sec-Fetch-Site': 'none' }],
    ['the site origin, same-site', { Origin: SITE_ORIGIN, 'Sec-Fetch-Site': 'same-site' }],
  ])('%s: 200 and one mail', async (_name, headers) => {
    await post().set(headers).send(payloads.contact).expect(200);

    await service.deliver();
    expect(smtp.sink.received).toHaveLength(1);
  });
});
