import { routePaths } from '@inklined/contracts/routes';
import {
  unknownRoute,
  VITALS_PATH,
  type VitalName,
  type VitalRoute,
  type VitalsReport,
} from '@inklined/contracts/vitals';
import { resolvePath } from '../app/routes';

/** The route a path belongs to, as reported: the pattern, never the path as typed. */
export function vitalRouteOf(pathname: string): VitalRoute {
  const resolved = resolvePath(pathname);
  if (resolved.kind === 'page') return resolved.route.path as VitalRoute;
  if (resolved.kind === 'role') return routePaths.careerDetail;
  if (resolved.kind === 'post') return routePaths.blogPost;
  return unknownRoute;
}

/**
 * Measures this visit's LCP, INP and CLS (the `web-vitals` package, fetched once the page is idle
 * so it never competes with the page) and sends them with navigator.sendBeacon when the page is
 * hidden or left: the route it was opened on and the numbers, nothing else. The three belong to
 * the document, so a visit that moves on inside the site still reports its landing route, as the
 * Chrome UX Report does.
 */
export function reportVitals(pathname = location.pathname): void {
  if (typeof navigator.sendBeacon !== 'function') return;
  const route = vitalRouteOf(pathname);
  const pending = new Map<VitalName, number>();
  const flush = () => {
    if (pending.size === 0) return;
    const report: VitalsReport = { route, samples: [...pending].map(([name, value]) => ({ name, value })) };
    pending.clear();
    navigator.sendBeacon(VITALS_PATH, JSON.stringify(report));
  };
  const start = () =>
    void import(/* webpackChunkName: "web-vitals" */ 'web-vitals').then(({ onCLS, onINP, onLCP }) => {
      const record = ({ name, value }: { name: VitalName; value: number }) => pending.set(name, value);
      // Every change, the latest kept: only what is pending goes out, when the page is hidden.
      // Without it an interaction whose entries web-vitals processes as the page is being hidden
      // (a tap, then leaving at once) is never reported: its forced last report runs first.
      const options = { reportAllChanges: true };
      onLCP(record, options);
      onINP(record, options);
      onCLS(record, options);
      // After web-vitals' own listeners, which report the final values on the same events.
      addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') flush();
      });
      addEventListener('pagehide', flush);
    });
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 5_000 });
  else setTimeout(start, 2_000);
}
