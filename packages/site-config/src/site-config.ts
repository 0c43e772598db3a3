import { remoteNames, type RemoteName } from '@inklined/contracts/remote-modules';
import { defaultRemoteTimeoutMs, parseRemotesConfig, type RemotesConfig } from '@inklined/contracts/remotes-config';
import { trustedProxiesVariable } from '@inklined/server-kit/client-address';
import { z } from 'zod';

/**
 * Where each part of the site listens, where the shell finds the remotes and the email service,
 * and how long it waits for them (README "Configuration"). Read from the environment once, by
 * `npm start`, `npm run dev`, the builds and the servers; a bad value stops start-up with the
 * variable's name and what it accepts.
 */
export type AppName = 'shell' | RemoteName | 'email';

export interface SiteConfig {
  /** The address the shell's server listens on: the site's one public door. */
  readonly host: string;
  /**
   * Where visitors reach the site (`https://criticallyinklined.com` in production): canonical
   * links, link previews, the sitemap and robots.txt name pages under it.
   */
  readonly publicOrigin: string;
  /** The address the remotes' servers and the email service listen on, behind the shell. */
  readonly internalHost: string;
  readonly ports: Readonly<Record<AppName, number>>;
  /** The server each remote's files come from; the shell's server forwards `/mf/<name>/` there. */
  readonly remoteOrigins: Readonly<Record<RemoteName, string>>;
  /** The email service; the shell's server forwards `/api/` there. */
  readonly apiOrigin: string;
  /**
   * How long the email service may go without progress (no byte of the upload taken in, no
   * answer) before the shell answers the form with a 504: a stalled service is told in this time,
   * a slow upload that keeps moving is never cut.
   */
  readonly apiTimeoutMs: number;
  /**
   * How long a remote's server may go without progress before the shell answers a `/mf/` request
   * with a 504: its files are small and local, so a stall this long is a stuck server.
   */
  readonly remoteForwardTimeoutMs: number;
  /** Which of the shell's builds its server serves: `dist`, or the refresh host of `npm run dev -- --only`. */
  readonly shellBuild: 'dist' | 'dist-refresh-host';
  /** What the browser reads as `/remotes.json`: where each remote's entry is, and the deadline. */
  readonly remotes: RemotesConfig;
  /**
   * The pin of each remote's server bundles (`ssr/pin.txt` of the release the entry names): the
   * shell's server runs them only if they match it; a remote without a pin is not prerendered.
   */
  readonly serverPins: Readonly<Record<RemoteName, string | undefined>>;
  /**
   * A JSON file that overrides `remotes`, `serverPins` and the deadline while the shell runs
   * (a version switch or a rollback without a restart: shell/server/live-remotes.ts).
   */
  readonly remotesFile: string | undefined;
  /**
   * Where the shell keeps the last remotes file it could use (REMOTES_FILE + `.last-good` unless
   * set): what it starts on when the file is half-written or broken at start.
   */
  readonly remotesLastGoodFile: string | undefined;
  /**
   * Proxies in front of the shell (a load balancer, a CDN) whose X-Forwarded-For it passes on to
   * the email service; from any other peer the header is dropped. Addresses or CIDR ranges.
   */
  readonly trustedProxies: readonly string[];
  /** Where `npm start`'s supervisor writes its parts' states, which the shell's /readyz reports. */
  readonly supervisorStatusFile: string | undefined;
  /**
   * Where the editor at /admin saves: decap-server on this machine (`npm run dev`), or a Git
   * host's repository (docs/deploy.md). Neither: /admin is not served.
   */
  readonly editor: EditorBackend | undefined;
  /** How the shell's server prerenders pages (docs/decisions/0005). */
  readonly prerender: {
    /** A remote bundle slower than this leaves its part to the browser. */
    readonly timeoutMs: number;
    /** How long a rendered page and a loaded remote bundle are reused. */
    readonly maxAgeMs: number;
    /** How long a remote that failed is left alone before it is asked again. */
    readonly failureMaxAgeMs: number;
  };
}

/** The editor's backend, as Decap CMS's `backend` setting names it. */
export type EditorBackend =
  | { readonly name: 'proxy'; readonly proxy_url: string }
  | {
      readonly name: 'github' | 'gitlab' | 'gitea' | 'bitbucket' | 'azure' | 'git-gateway';
      readonly repo?: string;
      readonly branch: string;
      readonly base_url?: string;
      readonly auth_endpoint?: string;
      readonly api_root?: string;
      readonly app_id?: string;
    };

export class SiteConfigError extends Error {
  override readonly name = 'SiteConfigError';
}

const wholeNumber = (min: number, max: number, unit: string) =>
  z
    .string()
    .regex(/^\d+$/, `must be a whole number of ${unit} from ${min} to ${max}`)
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

const milliseconds = (fallback: number) => wholeNumber(1, 86_400_000, 'milliseconds').default(fallback);

const hostName = z.string().regex(/^[\w.:[\]-]+$/, 'must be a host name or an IP address');

const httpOrigin = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
  .transform((url) => new URL(url).origin);

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

/** A Git host's repository for the editor, as JSON: Decap CMS's `backend` setting (docs/deploy.md). */
const gitBackend = z
  .string()
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'must be JSON such as {"name":"github","repo":"owner/site"}' });
      return z.NEVER;
    }
  })
  .pipe(
    z.strictObject({
      name: z.enum(['github', 'gitlab', 'gitea', 'bitbucket', 'azure', 'git-gateway']),
      repo: z
        .string()
        .regex(/^[\w.-]+(\/[\w.-]+)+$/, 'must be owner/name')
        .optional(),
      branch: z
        .string()
        .regex(/^[\w./-]+$/, 'must be a branch name')
        .default('main'),
      base_url: httpUrl.optional(),
      auth_endpoint: z
        .string()
        .regex(/^[\w./-]+$/)
        .optional(),
      api_root: httpUrl.optional(),
      app_id: z
        .string()
        .regex(/^[\w-]+$/)
        .optional(),
    }),
  );

/** A path on the shell's origin (`/mf/careers/remoteEntry.js`) or an absolute http(s) URL. */
const remoteEntry = z
  .string()
  .refine(
    (value) => /^\/[^/\\]/.test(value) || /^https?:\/\/[^/\\]/.test(value),
    'must be a path starting with / or an http:// or https:// URL of a remoteEntry.js',
  );

/** The hash a remote's build writes to `ssr/pin.txt`: `sha256-` and 44 characters of base64. */
export const serverPin = z
  .string()
  .trim()
  .regex(/^sha256-[A-Za-z0-9+/]{43}=$/, "must be the sha256-… line of a remote build's dist/ssr/pin.txt");

type RemoteEnvSuffix = 'ORIGIN' | 'REMOTE_ENTRY' | 'SERVER_PIN';
type RemoteEnvKey = `${Uppercase<RemoteName>}_${RemoteEnvSuffix}`;
const envKey = (name: RemoteName, suffix: RemoteEnvSuffix) => `${name.toUpperCase()}_${suffix}` as RemoteEnvKey;

const remoteEnvSchema = z.object(
  Object.fromEntries(
    remoteNames.flatMap((name) => [
      [envKey(name, 'ORIGIN'), httpOrigin.optional()],
      [envKey(name, 'REMOTE_ENTRY'), remoteEntry.optional()],
      [envKey(name, 'SERVER_PIN'), serverPin.optional()],
    ]),
  ) as Record<RemoteEnvKey, z.ZodType<string | undefined>>,
);

/**
 * The remotes file (REMOTES_FILE): for any remote, the release to use now, entry and pin
 * together, and optionally the origin of the server that /mf/<name>/ forwards to (a release on
 * another server); and optionally the deadline. What it leaves out keeps the environment's values.
 */
export const remotesFileSchema = z
  .object({
    timeoutMs: z.number().int().min(1).max(86_400_000).optional(),
    remotes: z
      .partialRecord(
        z.enum(remoteNames),
        z.object({ entry: remoteEntry, serverPin: serverPin.optional(), origin: httpOrigin.optional() }).strict(),
      )
      .default({}),
  })
  .strict();
export type RemotesFile = z.infer<typeof remotesFileSchema>;

/** Checks a parsed remotes file; throws a SiteConfigError naming each bad field. */
export function parseRemotesFile(value: unknown): RemotesFile {
  const parsed = remotesFileSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(file)'} ${issue.message}`);
  throw new SiteConfigError(`Invalid remotes file: ${problems.join('; ')}`);
}

const envSchema = z.object({
  // Four more ports follow the base, and `npm run dev`'s editor backend after them: room for five.
  SITE_PORT_BASE: wholeNumber(1, 65_530, 'a port').default(3000),
  SITE_HOST: hostName.default('127.0.0.1'),
  INTERNAL_HOST: hostName.default('127.0.0.1'),
  API_ORIGIN: httpOrigin.optional(),
  API_TIMEOUT_MS: milliseconds(20_000),
  REMOTE_FORWARD_TIMEOUT_MS: milliseconds(30_000),
  SHELL_BUILD: z.enum(['dist', 'dist-refresh-host']).default('dist'),
  PUBLIC_ORIGIN: httpOrigin.optional(),
  REMOTE_TIMEOUT_MS: milliseconds(defaultRemoteTimeoutMs),
  PRERENDER_TIMEOUT_MS: milliseconds(5_000),
  PRERENDER_MAX_AGE_MS: milliseconds(60_000),
  PRERENDER_FAILURE_MAX_AGE_MS: milliseconds(10_000),
  REMOTES_FILE: z.string().min(1).optional(),
  REMOTES_LAST_GOOD_FILE: z.string().min(1).optional(),
  TRUSTED_PROXIES: trustedProxiesVariable,
  SUPERVISOR_STATUS_FILE: z.string().min(1).optional(),
  /** decap-server's API on this machine (`npm run dev` sets it): the editor saves into this checkout. */
  EDITOR_LOCAL_BACKEND: httpUrl.optional(),
  EDITOR_GIT_BACKEND: gitBackend.optional(),
  ...remoteEnvSchema.shape,
});

function describeValue(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  return value === undefined ? '' : ` (got ${JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value)})`;
}

/** Reads and checks the site's configuration; throws a SiteConfigError naming every bad variable. */
export function loadSiteConfig(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  // An empty variable means "not set", as in most .env files.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.');
      return `${name} ${issue.message}${describeValue(env, name)}`;
    });
    throw new SiteConfigError(`Invalid site configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const host = e.SITE_HOST;
  const internalHost = e.INTERNAL_HOST;
  const base = e.SITE_PORT_BASE;
  const ports = { shell: base, marketing: base + 1, careers: base + 2, forms: base + 3, email: base + 4 };
  const local = (port: number) => `http://${internalHost.includes(':') ? `[${internalHost}]` : internalHost}:${port}`;
  const byRemote = <T>(value: (name: RemoteName) => T) =>
    Object.fromEntries(remoteNames.map((name) => [name, value(name)])) as Record<RemoteName, T>;
  return {
    host,
    publicOrigin: e.PUBLIC_ORIGIN ?? `http://localhost:${ports.shell}`,
    internalHost,
    ports,
    remoteOrigins: byRemote((name) => e[envKey(name, 'ORIGIN')] ?? local(ports[name])),
    apiOrigin: e.API_ORIGIN ?? local(ports.email),
    apiTimeoutMs: e.API_TIMEOUT_MS,
    remoteForwardTimeoutMs: e.REMOTE_FORWARD_TIMEOUT_MS,
    shellBuild: e.SHELL_BUILD,
    remotes: parseRemotesConfig({
      timeoutMs: e.REMOTE_TIMEOUT_MS,
      remotes: byRemote((name) => e[envKey(name, 'REMOTE_ENTRY')] ?? `/mf/${name}/remoteEntry.js`),
    }),
    serverPins: byRemote((name) => e[envKey(name, 'SERVER_PIN')]),
    remotesFile: e.REMOTES_FILE,
    remotesLastGoodFile: e.REMOTES_LAST_GOOD_FILE ?? (e.REMOTES_FILE && `${e.REMOTES_FILE}.last-good`),
    trustedProxies: e.TRUSTED_PROXIES,
    supervisorStatusFile: e.SUPERVISOR_STATUS_FILE,
    editor: e.EDITOR_LOCAL_BACKEND ? { name: 'proxy', proxy_url: e.EDITOR_LOCAL_BACKEND } : e.EDITOR_GIT_BACKEND,
    prerender: {
      timeoutMs: e.PRERENDER_TIMEOUT_MS,
      maxAgeMs: e.PRERENDER_MAX_AGE_MS,
      failureMaxAgeMs: e.PRERENDER_FAILURE_MAX_AGE_MS,
    },
  };
}

/** The variables above: what `npm start` passes to the shell's server, and nothing else of the site's. */
export const siteEnvVariables: readonly string[] = Object.keys(envSchema.shape);

let fromProcessEnv: SiteConfig | undefined;

/** The configuration of this process, read from its environment on first use. */
export function siteConfig(): SiteConfig {
  fromProcessEnv ??= loadSiteConfig();
  return fromProcessEnv;
}
