import { chromiumFlags, chromiumPath } from '../../e2e/chromium';

/** What the benchmark reads of one Lighthouse report. */
export interface LighthouseFigures {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly lcpMs: number;
  readonly cls: number;
  readonly tbtMs: number;
  /** Every byte of the page as sent (compressed), Lighthouse's total-byte-weight. */
  readonly allBytes: number;
  /** First-load JavaScript: requests, bytes as sent (gzip) and unpacked. */
  readonly js: { readonly requests: number; readonly gzip: number; readonly raw: number };
}

interface NetworkRequest {
  readonly resourceType?: string;
  readonly transferSize?: number;
  readonly resourceSize?: number;
}

type Lhr = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: NetworkRequest[] } }>;
};

/** One Chromium for every Lighthouse run of the benchmark (Lighthouse opens a tab per run). */
export async function startLighthouse() {
  // Both are ES modules; tsx loads them on demand.
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  return {
    /** Lighthouse's default: mobile, simulated throttling. Returns the figures and the raw report. */
    async run(url: string): Promise<{ figures: LighthouseFigures; report: string }> {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const lhr = result.lhr as unknown as Lhr;
      const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
      const value = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
      const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
        (request) => request.resourceType === 'Script',
      );
      return {
        figures: {
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: value('largest-contentful-paint'),
          cls: value('cumulative-layout-shift'),
          tbtMs: value('total-blocking-time'),
          allBytes: value('total-byte-weight'),
          js: {
            requests: scripts.length,
            gzip: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
            raw: scripts.reduce((sum, request) => sum + (request.resourceSize ?? 0), 0),
          },
        },
        report: String(result.report),
      };
    },
    close: () => chrome.kill(),
  };
}
