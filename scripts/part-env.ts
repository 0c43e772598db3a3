import { serviceVariables } from '@inklined/email-service/variables';
import { siteEnvVariables, type SiteConfig } from '@inklined/site-config/site-config';
import { localServerPins } from '@inklined/site-tools/server-pins';

/** What every process needs to run at all; nothing here is a secret of the site. */
const processVariables = [
  'PATH',
  'HOME',
  'USER',
  'TMPDIR',
  'TMP',
  'TEMP',
  'LANG',
  'LC_ALL',
  'TZ',
  'NODE_OPTIONS',
  'NODE_EXTRA_CA_CERTS',
  'CI',
  'NO_COLOR',
  'FORCE_COLOR',
];

function pick(env: NodeJS.ProcessEnv, names: readonly string[]): NodeJS.ProcessEnv {
  return Object.fromEntries(names.flatMap((name) => (env[name] === undefined ? [] : [[name, env[name]]])));
}

/** The addresses the shell's proxy connects from when it reaches a part listening on `internalHost`. */
function shellAddresses(internalHost: string): string[] {
  const loopback = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];
  if (['0.0.0.0', '::', 'localhost', ...loopback].includes(internalHost)) return loopback;
  return [internalHost.replace(/^\[|\]$/g, '')];
}

/** The origins a visitor's browser names when it posts a form from the shell's pages. */
export function siteOrigins(config: SiteConfig): string[] {
  const port = config.ports.shell;
  const hosts = ['localhost', '127.0.0.1'];
  if (!['0.0.0.0', '::', '127.0.0.1', 'localhost'].includes(config.host)) hosts.push(config.host);
  return hosts.map((host) => `http://${host.includes(':') ? `[${host}]` : host}:${port}`);
}

/**
 * Each part of `npm start` gets only its own configuration: the shell the site's variables, a
 * remote's server its port, the email service its own variables (SMTP credentials included),
 * where to listen, and that the shell's proxy in front of it appends X-Forwarded-For.
 */
export function partEnvironments(env: NodeJS.ProcessEnv, config: SiteConfig, root: string, statusFile?: string) {
  const base = pick(env, processVariables);
  const listenBehindShell = { SITE_PORT_BASE: String(config.ports.shell), INTERNAL_HOST: config.internalHost };
  const allowedOrigins = [...siteOrigins(config), ...(env.ALLOWED_ORIGINS ?? '').split(',')]
    .map((origin) => origin.trim())
    .filter(Boolean);
  return {
    shell: {
      ...base,
      ...localServerPins(env, root),
      ...pick(env, siteEnvVariables),
      ...(statusFile === undefined ? {} : { SUPERVISOR_STATUS_FILE: statusFile }),
    },
    remote: { ...base, ...listenBehindShell },
    email: {
      ...base,
      ...pick(env, serviceVariables),
      PORT: String(config.ports.email),
      HOST: config.internalHost,
      // The shell's proxy, on this machine, is the one peer whose X-Forwarded-For is believed.
      TRUSTED_PROXIES: shellAddresses(config.internalHost).join(','),
      // glibc reads it only at process start: large upload buffers go back to the system after a
      // burst instead of staying in the heap (email-service README).
      MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ ?? '65536',
      ALLOWED_ORIGINS: [...new Set(allowedOrigins)].join(','),
    },
  };
}
