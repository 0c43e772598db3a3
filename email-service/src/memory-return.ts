/**
 * Environment the service process must start with (glibc reads it before any code runs, so it
 * cannot come from .env): `npm start -w email-service`, scripts/start.ts and the tests' child
 * processes all set it.
 *
 * glibc raises its mmap threshold after large buffers are freed; from then on the upload buffers
 * come from its heap, whose freed middle it never gives back, and a burst of uploads leaves the
 * process at its peak size for good (issue 7; docs/decisions/0011). A fixed threshold keeps every
 * large buffer in its own mapping, returned to the system as soon as it is freed
 * (upload-memory.test.ts measures it). Other C libraries ignore the variable.
 */
export const serviceEnvironment = { MALLOC_MMAP_THRESHOLD_: '65536' } as const;

/** For the boot log: whether memory freed after a burst can go back to the system. */
export function memoryReturnConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  return process.platform !== 'linux' || env.MALLOC_MMAP_THRESHOLD_ !== undefined;
}
