import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Libraries the browser must load once: React (hooks break with two copies), emotion (the
 * theme context), zustand and the modal store (it must be one instance). The router is absent:
 * it lives in the shell alone (docs/decisions/0002); so is @inklined/brand, which holds no
 * state, so each app bundles what it uses of it instead of paying for shared chunks
 * (docs/decisions/0015).
 */
const singletonPackages = ['react', 'react-dom', 'zustand', '@emotion/react', '@inklined/modal-store'] as const;

/**
 * On the server the same libraries are shared, minus our workspace packages: those are TypeScript
 * sources that each server bundle compiles in (they hold no state a prerender needs to share).
 */
export const serverSharedPackages: readonly string[] = singletonPackages.filter((pkg) => !pkg.startsWith('@inklined/'));

interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  strictVersion: true;
  version: string;
  eager?: true;
}

function installedVersion(appDir: string, pkg: string): string {
  const require = createRequire(path.join(appDir, 'package.json'));
  return (require(`${pkg}/package.json`) as { version: string }).version;
}

/**
 * The version policy (docs/decisions/0002): an app works with any copy of the same major, older
 * or newer minor, since the shell and each remote deploy on their own schedules; another major is
 * refused (strictVersion), so that app's part fails to load and shows its fallback instead of
 * running against a React it was not built for.
 */
export function sharedRequirement(version: string): string {
  return `^${version.split('.')[0]}.0.0`;
}

/** What an app's build requires of each shared library, as its server bundles declare it too. */
export function sharedRequirements(appDir: string): Record<string, string> {
  return Object.fromEntries(singletonPackages.map((pkg) => [pkg, sharedRequirement(installedVersion(appDir, pkg))]));
}

/**
 * Every package is shared under its name and under `name/`: without the prefix key, subpath
 * imports such as `react/jsx-runtime` or `@emotion/react/jsx-runtime` escape the singleton and a
 * remote silently gets its own emotion runtime and an empty theme. The prefix entries need an
 * explicit version, since a subpath has no package.json of its own.
 */
export function sharedSingletons(appDir: string, { eager = false } = {}): Record<string, SharedEntry> {
  return Object.fromEntries(
    singletonPackages.flatMap((pkg) => {
      const version = installedVersion(appDir, pkg);
      const entry: SharedEntry = {
        singleton: true,
        requiredVersion: sharedRequirement(version),
        strictVersion: true,
        version,
        ...(eager ? { eager } : {}),
      };
      return [
        [pkg, entry],
        [`${pkg}/`, entry],
      ];
    }),
  );
}
