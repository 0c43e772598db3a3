import { describe, expect, test } from '@jest/globals';
import request from 'supertest';
import { VITALS_PATH } from '@inklined/contracts/vitals';
import { closedPort } from '@inklined/test-kit/smtp-sink';
import { SITE_ORIGIN, testService, type TestService } from '../test-support/test-app';
import { createSmtpMailer } from '../mail/smtp-mailer';

async function vitalsService(rateLimitMax = 100) {
  const mailer = createSmtpMailer(`smtp://127.0.0.1:${await closedPort()}`);
  return testService(mailer, { vitals: { maxRows: 1000, rateLimitMax } });
}

const stored = async (service: TestService) =>
  (
    await service.store.db
      .selectFrom('vitals')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

const report = {
  route: '/careers/:roleId',
  samples: [
    { name: 'LCP', value: 1234.5 },
    { name: 'CLS', value: 0.02 },
  ],
};

describe('POST /api/vitals', () => {
  test('stores a beacon (sent as text/plain) and answers 204', async () => {
    const service = await vitalsService();
    await request(service.callback())
      .post(VITALS_PATH)
      .set('Content-Type', 'text/plain;charset=UTF-8')
      .set('Origin', SITE_ORIGIN)
      .send(JSON.stringify(report))
      .expect(204);
    expect(await service.vitals.p75()).toEqual([
      { route: '/careers/:roleId', metric: 'CLS', count: 1, p75: 0.02 },
      { route: '/careers/:roleId', metric: 'LCP', count: 1, p75: 1234.5 },
    ]);
  });

  test.each([
    ['a path instead of a route', { ...report, route: '/careers/jane-doe-cv' }],
    ['a field beyond the contract', { ...report, url: 'http://x/?email=a@b.c' }],
    ['an unknown metric', { route: '/', samples: [{ name: 'FID', value: 10 }] }],
    ['a value out of range', { route: '/', samples: [{ name: 'CLS', value: 1e9 }] }],
    ['no samples', { route: '/', samples: [] }],
  ])('refuses %s, storing nothing', async (_what, body) => {
    const service = await vitalsService();
    await request(service.callback())
      .post(VITALS_PATH)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(body))
      .expect(400);
    expect(await stored(service)).toBe(0);
  });

  test('refuses another site, a large body and a flood', async () => {
    const service = await vitalsService(2);
    const post = () => request(service.callback()).post(VITALS_PATH).set('Content-Type', 'application/json');
    await post().set('Origin', 'https://elsewhere.example').send(JSON.stringify(report)).expect(403);
    await post()
      .send(JSON.stringify({ ...report, padding: 'x'.repeat(4000) }))
      .expect(413);
    await post().send(JSON.stringify(report)).expect(204);
    await post().send(JSON.stringify(report)).expect(429);
    expect(await stored(service)).toBe(2);
  });
});
