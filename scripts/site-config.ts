import { remoteNames, type RemoteName } from '@inklined/contracts/remote-modules';
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
