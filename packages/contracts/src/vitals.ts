import { routePaths } from './routes';

/** Where the browser sends what a visit measured (email-service/src/vitals). */
export const VITALS_PATH = '/api/vitals';

/** The Core Web Vitals, as the `web-vitals` package names them. */
export const vitalNames = ['LCP', 'INP', 'CLS'] as const;
export type VitalName = (typeof vitalNames)[number];

/** Any path no route matches is reported as this, never as the path typed. */
export const unknownRoute = '(not found)';

/**
 * A route as the router knows it (`/careers/:roleId`, not the role), so a report says which
 * page it was and nothing about who visited or what they typed.
 */
export const vitalRoutes = [...Object.values(routePaths), unknownRoute] as const;
export type VitalRoute = (typeof vitalRoutes)[number];

/** One page view's measurements; everything else about the visit (address, browser) stays out. */
export interface VitalsReport {
  readonly route: VitalRoute;
  readonly samples: readonly { readonly name: VitalName; readonly value: number }[];
}

/** Kept small: a beacon carries a handful of numbers. */
export const VITALS_MAX_BYTES = 2048;
