/**
 * Environment the service process must start with (glibc reads it before any code runs, so it
 * cannot come from .env): `npm start -w email-service`, scripts/start.ts and the tests' child
 * processes all set it.
 *
 * glibc raises its mmap threshold after large buffers are freed, up to 32 MB; from then on the
 * 5 MB upload buffers come from its heap, whose freed middle it never gives back. A burst of
 * uploads then leaves the process at its peak size for good (issue 7: 114 MB -> 765 MB, and it
 * stayed). A fixed threshold keeps every buffer of 64 KB or more in its own mapping, returned to
 * the system as soon as it is freed; measured here, RSS after a burst of 60 uploads went from
 * +100 MB for good to back at the baseline. Other C libraries ignore the variable.
 */
export const serviceEnvironment = { MALLOC_MMAP_THRESHOLD_: '65536' } as const;

/** For the boot log: whether memory freed after a burst can go back to the system. */
export function memoryReturnConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  return process.platform !== 'linux' || env.MALLOC_MMAP_THRESHOLD_ !== undefined;
}
