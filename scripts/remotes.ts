import { existsSync, readFileSync } from 'node:fs';
import { remoteNamed, remoteNames } from '@inklined/contracts/remote-modules';
import { writeRemotesFile } from '@inklined/site-config/remotes-file';
import { parseRemotesFile, serverPin } from '@inklined/site-config/site-config';

const usage = `Usage: npm run remotes -- <command>   (REMOTES_FILE names the file the shell follows)

  show                                  the releases the file names
  set <remote> <entry URL> [<pin>] [--origin <URL>]
                                        use that release of a remote (its remoteEntry.js, and the
                                        sha256-… line of its dist/ssr/pin.txt to prerender it);
                                        --origin: the server /mf/<remote>/ forwards to, for an
                                        entry kept on the site's own origin
  unset <remote>                        back to the environment's release of that remote

The file is checked, then written whole and renamed into place, so the running shell never reads
half of it; the shell takes the change within a second.`;

function main(args: readonly string[]): number {
  const file = process.env.REMOTES_FILE;
  const at = args.indexOf('--origin');
  const origin = at === -1 ? undefined : args[at + 1];
  const [command, name, entry, pin] = at === -1 ? args : [...args.slice(0, at), ...args.slice(at + 2)];
  if (!file || !command) {
    console.error(file ? usage : `REMOTES_FILE is not set.\n\n${usage}`);
    return 2;
  }
  const current = existsSync(file) ? parseRemotesFile(JSON.parse(readFileSync(file, 'utf8'))) : { remotes: {} };
  if (command === 'show') {
    console.info(JSON.stringify(current, null, 2));
    return 0;
  }
  const remote = remoteNamed(name);
  if (!remote) {
    console.error(`name a remote: ${remoteNames.join(', ')}`);
    return 2;
  }
  if (command === 'set' && entry) {
    const release = {
      entry,
      ...(pin === undefined ? {} : { serverPin: serverPin.parse(pin) }),
      ...(origin === undefined ? {} : { origin }),
    };
    writeRemotesFile(file, { ...current, remotes: { ...current.remotes, [remote]: release } });
  } else if (command === 'unset') {
    const { [remote]: _dropped, ...rest } = current.remotes;
    writeRemotesFile(file, { ...current, remotes: rest });
  } else {
    console.error(usage);
    return 2;
  }
  console.info(`${file}: ${command} ${remote}`);
  return 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
