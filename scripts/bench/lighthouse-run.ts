import { chromiumFlags, chromiumPath } from '@inklined/site-tools/chromium';

/**
 * What the benchmark reads of one Lighthouse report. A page Lighthouse refuses to measure (it
 * will not score a document answered with an error status, such as the 404 page) has `error`
 * set and NaN for every figure.
 */
export interface LighthouseFigures {
  readonly error?: string;
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly lcpMs: number;
  readonly cls: number;
  readonly tbtMs: number;
}

type Lhr = {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
};

/**
 * Trace-recording failures Lighthouse itself says to run again for ("Please run Lighthouse
 * again"): about one run in twenty here, most often the first after a server starts.
 */
const transientErrors = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST']);
const attempts = 3;

/** One Chromium for every Lighthouse run of the benchmark (Lighthouse opens a tab per run). */
export async function startLighthouse() {
  // Both are ES modules; tsx loads them on demand.
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  return {
    /** Lighthouse's default: mobile, simulated throttling. Returns the figures and the raw report. */
    async run(url: string): Promise<{ figures: LighthouseFigures; report: string }> {
      const measure = async () => {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        return result;
      };
      let result = await measure();
      for (let attempt = 1; attempt < attempts; attempt++) {
        const code = (result.lhr as unknown as Lhr).runtimeError?.code;
        if (!code || !transientErrors.has(code)) break;
        result = await measure();
      }
      const lhr = result.lhr as unknown as Lhr;
      const score = (category: string) => {
        const value = lhr.categories[category]?.score;
        return value === null || value === undefined ? Number.NaN : Math.round(value * 100);
      };
      const value = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
      return {
        figures: {
          ...(lhr.runtimeError && { error: lhr.runtimeError.code }),
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: value('largest-contentful-paint'),
          cls: value('cumulative-layout-shift'),
          tbtMs: value('total-blocking-time'),
        },
        report: String(result.report),
      };
    },
    close: () => chrome.kill(),
  };
}
