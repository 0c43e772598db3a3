/**
 * Loaded into the servers the e2e tests start themselves (support/servers.ts, with --expose-gc):
 * on SIGUSR2 a full collection, then the heap that is still live on stdout. What a server keeps is
 * that heap; its resident size also holds garbage not yet collected and memory the allocator has
 * not returned, which vary with the load of the tests beside it (docs/decisions/0034).
 */
const collect = (globalThis as { gc?: () => void }).gc;

process.on('SIGUSR2', () => {
  // Twice: objects held only by finalizers or weak references of the first pass go in the second.
  collect?.();
  collect?.();
  process.stdout.write(`live heap bytes: ${process.memoryUsage().heapUsed}\n`);
});
