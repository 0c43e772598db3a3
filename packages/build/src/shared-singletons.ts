import { createRequire } from 'node:module';
import path from 'node:path';
import { singletonPackages } from '@inklined/contracts/shared-singletons';

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
