import { sitePaths } from '@inklined/site-tools/site-pages';
import { withSiteAndBrowser } from '../with-site-and-browser';
import { paintToHydration } from './browser-timings';
import { median } from './median-figures';

/**
 * `npm run bench:hydration`: on the throttled phone of issue 12, per route (median of 3), the
 * first paint, when the page's own part is hydrated, and when every part is: the gap between paint
 * and hydration is the window in which a tap used to be lost (issue 19). `--runs N` and
 * `--route <path>` (repeatable) while a lever is tried.
 */
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;
const onlyRoutes = process.argv.flatMap((arg, index) => (process.argv[index - 1] === '--route' ? [arg] : []));

withSiteAndBrowser(4700, async (siteUrl, browser) => {
  console.info('route            paint   page hydrated   gap   all parts');
  for (const route of sitePaths.filter((path) => onlyRoutes.length === 0 || onlyRoutes.includes(path))) {
    const figures = [];
    for (let run = 0; run < runs; run += 1) figures.push(await paintToHydration(browser, `${siteUrl}${route}`));
    const paint = median(figures.map((figure) => figure.paintMs));
    const hydrated = median(figures.map((figure) => figure.hydratedMs));
    const all = median(figures.map((figure) => figure.allPartsMs));
    console.info(
      `${route.padEnd(15)} ${String(paint).padStart(6)} ms ${String(hydrated).padStart(9)} ms ${String(hydrated - paint).padStart(6)} ms ${String(all).padStart(8)} ms`,
    );
  }
});
