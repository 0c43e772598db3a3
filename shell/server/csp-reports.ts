import type { Context } from 'koa';
import { RequestError } from '@inklined/server-kit/guard';
import type { Logger } from '@inklined/server-kit/log';
import { readJson } from '@inklined/server-kit/read-body';
import { z } from 'zod';
import { allowsMethod } from '@inklined/server-kit/methods';

/** A report is a few hundred bytes; anything far larger is not one. */
const maxReportBytes = 16 * 1024;

/** A report's field: text of a bounded length, or absent. Anything else makes it no report. */
const field = z.string().max(4_096).optional();

/** report-uri's format: `{"csp-report": {...}}` with hyphenated names. */
const legacyBody = z.object({
  'document-uri': field,
  'effective-directive': field,
  'violated-directive': field,
  'blocked-uri': field,
});
/** The Reporting API's report body, camel-cased. */
const reportingBody = z.object({ documentURL: field, effectiveDirective: field, blockedURL: field });

const cspReport = z.union([
  z.object({ 'csp-report': legacyBody }),
  z.array(z.object({ type: z.string().max(100).optional(), body: reportingBody })).max(100),
]);

interface Violation {
  readonly directive: string;
  readonly blocked: string;
  readonly page: string;
}

/** The page's path only: a query string could carry something personal. */
const pathOf = (page: string | undefined) => {
  if (page === undefined) return '?';
  return URL.canParse(page) ? new URL(page).pathname : page;
};

function violations(report: z.infer<typeof cspReport>): Violation[] {
  if (Array.isArray(report)) {
    return report.map(({ body }) => ({
      directive: body.effectiveDirective ?? '?',
      blocked: body.blockedURL ?? '?',
      page: pathOf(body.documentURL),
    }));
  }
  const body = report['csp-report'];
  return [
    {
      directive: body['effective-directive'] ?? body['violated-directive'] ?? '?',
      blocked: body['blocked-uri'] ?? '?',
      page: pathOf(body['document-uri']),
    },
  ];
}

export interface CspReportsOptions {
  /** Where a report's line goes, its values as fields (never raw text, so nothing can forge a line). */
  readonly log: Logger;
  /** Lines written per window; the rest are counted and told once the window ends. */
  readonly perWindow?: number;
  readonly windowMs?: number;
  readonly now?: () => number;
}

/**
 * POST /csp-report: browsers report what the Content-Security-Policy blocked. The body is read
 * as a promise and checked against the report formats before anything in it is used; each
 * violation is one structured log line, at most `perWindow` lines a minute however many arrive,
 * so a page that misbehaves (or anyone posting here) cannot flood the log; nothing is kept.
 */
export function createCspReports({ log, perWindow = 20, windowMs = 60_000, now = Date.now }: CspReportsOptions) {
  let windowStart = now();
  let logged = 0;
  let dropped = 0;

  const record = (violation: Violation) => {
    if (now() - windowStart >= windowMs) {
      if (dropped > 0) log.warn({ count: dropped }, 'csp violations not logged');
      windowStart = now();
      logged = 0;
      dropped = 0;
    }
    if (logged < perWindow) {
      logged += 1;
      log.warn({ ...violation }, 'csp violation');
    } else dropped += 1;
  };

  return async function receiveCspReport(ctx: Context): Promise<void> {
    ctx.set('Cache-Control', 'no-store');
    if (!allowsMethod(ctx, ['POST'])) return;
    const parsed = cspReport.safeParse(await readJson(ctx.req, maxReportBytes));
    if (!parsed.success) throw new RequestError(400, 'not a CSP report');
    for (const violation of violations(parsed.data)) record(violation);
    ctx.status = 204;
  };
}
