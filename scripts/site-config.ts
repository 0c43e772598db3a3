import { remoteNames, remoteOf, type RemoteModuleId, type RemoteName } from '@inklined/contracts/remote-modules';
import { defaultRemoteTimeoutMs, parseRemotesConfig, type RemotesConfig } from '@inklined/contracts/remotes-config';

/**
 * Where each part of the site listens, and where the browser finds the remotes. Everything here
 * is configuration from the environment (README "Configuration"), read by `npm start`,
 * `npm run dev` and the servers.
 */
export type AppName = 'shell' | RemoteName | 'email';

const portBase = Number(process.env.SITE_PORT_BASE ?? 3000);

export const ports: Readonly<Record<AppName, number>> = {
  shell: portBase,
  marketing: portBase + 1,
  careers: portBase + 2,
  forms: portBase + 3,
  email: portBase + 4,
};

export const host = process.env.SITE_HOST ?? '127.0.0.1';

const envKey = (name: RemoteName, suffix: string) => `${name.toUpperCase()}_${suffix}`;

/** The server a remote's files come from; the shell's server forwards `/mf/<name>/` there. */
export function remoteOrigin(name: RemoteName): string {
  return process.env[envKey(name, 'ORIGIN')] ?? `http://${host}:${ports[name]}`;
}

export function apiOrigin(): string {
  return process.env.API_ORIGIN ?? `http://${host}:${ports.email}`;
}

/** The `/remotes.json` the shell reads at start-up: by default every remote on the shell's own origin. */
export function remotesConfigFromEnv(): RemotesConfig {
  return parseRemotesConfig({
    timeoutMs: Number(process.env.REMOTE_TIMEOUT_MS ?? defaultRemoteTimeoutMs),
    remotes: Object.fromEntries(
      remoteNames.map((name) => [name, process.env[envKey(name, 'REMOTE_ENTRY')] ?? `/mf/${name}/remoteEntry.js`]),
    ),
  });
}

/**
 * Where the shell's server fetches a remote's server bundle of one exposed module: `ssr/<Name>.js`
 * beside the remote's remoteEntry.js. A remote on the shell's own origin (`/mf/<name>/…`) is
 * asked directly at its own server, as the shell's proxy would.
 */
export function remoteServerModuleUrl(config: RemotesConfig, id: RemoteModuleId): string {
  const name = remoteOf(id);
  const entry = config.remotes[name];
  const proxied = `/mf/${name}/`;
  const entryUrl = entry.startsWith(proxied)
    ? `${remoteOrigin(name)}/${entry.slice(proxied.length)}`
    : new URL(entry, `http://${host}:${ports.shell}`).href;
  return new URL(`ssr/${id.slice(name.length + 1)}.js`, entryUrl).href;
}

/** How the shell's server prerenders pages (docs/decisions/0005). */
export const prerenderSettings = {
  /** A remote bundle slower than this leaves its part to the browser. */
  timeoutMs: Number(process.env.PRERENDER_TIMEOUT_MS ?? 5_000),
  /** How long a rendered page and a loaded remote bundle are reused. */
  maxAgeMs: Number(process.env.PRERENDER_MAX_AGE_MS ?? 60_000),
  /** How long a remote that failed is left alone before it is asked again. */
  failureMaxAgeMs: Number(process.env.PRERENDER_FAILURE_MAX_AGE_MS ?? 10_000),
};
