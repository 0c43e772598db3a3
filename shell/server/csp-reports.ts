import type { IncomingMessage, ServerResponse } from 'node:http';

/** A report is a few hundred bytes; anything far larger is not one. */
const maxReportBytes = 16 * 1024;

export interface CspReportsOptions {
  /** Where a report's one-line summary goes. */
  readonly log: (line: string) => void;
  /** Summaries written per window; the rest are counted and told once the window ends. */
  readonly perWindow?: number;
  readonly windowMs?: number;
  readonly now?: () => number;
}

/** What a report says, from either format: report-uri's `csp-report` or the Reporting API's list. */
function summaries(body: unknown): string[] {
  const reports = Array.isArray(body) ? body.map((entry) => (entry as { body?: unknown })?.body) : [body];
  return reports.flatMap((report) => {
    if (typeof report !== 'object' || report === null) return [];
    const fields = ('csp-report' in report ? report['csp-report'] : report) as Record<string, unknown>;
    const pick = (...names: string[]) =>
      String(names.map((name) => fields[name]).find((value) => value !== undefined) ?? '?').slice(0, 200);
    const page = pick('document-uri', 'documentURL');
    // The page's path only: a query string could carry something personal.
    const where = URL.canParse(page) ? new URL(page).pathname : page;
    return [
      `csp violation: ${pick('effective-directive', 'effectiveDirective', 'violated-directive')} blocked ${pick('blocked-uri', 'blockedURL')} on ${where}`,
    ];
  });
}

/**
 * POST /csp-report: browsers report what the Content-Security-Policy blocked. Each report is
 * logged as one line, at most `perWindow` lines a minute however many arrive, so a page that
 * misbehaves (or anyone posting here) cannot flood the log; nothing is kept.
 */
export function createCspReports({ log, perWindow = 20, windowMs = 60_000, now = Date.now }: CspReportsOptions) {
  let windowStart = now();
  let logged = 0;
  let dropped = 0;

  const record = (line: string) => {
    if (now() - windowStart >= windowMs) {
      if (dropped > 0) log(`csp violation: ${dropped} more reports not logged`);
      windowStart = now();
      logged = 0;
      dropped = 0;
    }
    if (logged < perWindow) {
      logged += 1;
      log(line);
    } else dropped += 1;
  };

  return function receiveCspReport(request: IncomingMessage, response: ServerResponse): Promise<void> {
    return new Promise((resolve) => {
      const answer = (status: number) => {
        if (!response.headersSent) response.writeHead(status, { 'Cache-Control': 'no-store' }).end();
        resolve();
      };
      if (request.method !== 'POST') {
        response.setHeader('Allow', 'POST');
        answer(405);
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      request.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxReportBytes) {
          answer(413);
          request.destroy();
        } else chunks.push(chunk);
      });
      request.on('error', () => answer(400));
      request.on('end', () => {
        if (size > maxReportBytes) return;
        let body: unknown;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          answer(400);
          return;
        }
        for (const line of summaries(body)) record(line);
        answer(204);
      });
    });
  };
}
