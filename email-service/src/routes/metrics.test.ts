import { describe, expect, test } from '@jest/globals';
import { SEND_EMAIL_PATH } from '@inklined/contracts/email';
import request from 'supertest';
import { createEmlMailer } from '../mail/eml-mailer';
import { payloads, testService } from '../test-support/test-app';
import { exposition } from './metrics';

describe('GET /metrics', () => {
  test('the queue in Prometheus text: depth, dead letters, oldest age, delivered, per store', async () => {
    const service = await testService(createEmlMailer('/nonexistent/never-written'));
    await request(service.callback()).post(SEND_EMAIL_PATH).send(payloads.contact).expect(200);
    await request(service.callback()).post(SEND_EMAIL_PATH).send(payloads.expert).expect(200);
    const [first] = await service.queue.claimDue(1);
    await service.queue.markDead(first!, 'EENVELOPE 550 Mailbox unavailable');

    const response = await request(service.callback()).get('/metrics').expect(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.text).toContain('# TYPE inklined_outbox_depth gauge\ninklined_outbox_depth{store="embedded"} 1\n');
    expect(response.text).toContain('inklined_outbox_dead_letters{store="embedded"} 1\n');
    expect(response.text).toContain('inklined_outbox_up{store="embedded"} 1\n');
    expect(response.text).toMatch(/^inklined_outbox_oldest_pending_age_seconds\{store="embedded"\} \d+$/m);
    expect(response.text).toContain('inklined_outbox_delivered{store="embedded"} 0\n');
    // Every sample line is name{labels} number, as a scraper parses it.
    for (const line of response.text.trimEnd().split('\n')) {
      expect(line).toMatch(/^(# (HELP|TYPE) inklined_[a-z_]+ .+|inklined_[a-z_]+\{store="embedded"\} \d+)$/);
    }
  });

  test('label values are escaped', () => {
    expect(exposition([{ name: 'x', help: 'h', value: 1 }], { store: 'a"b\\c\nd' })).toBe(
      '# HELP x h\n# TYPE x gauge\nx{store="a\\"b\\\\c\\nd"} 1\n',
    );
  });
});
