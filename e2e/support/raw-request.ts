import { connect } from 'node:net';

/**
 * Sends one raw HTTP/1.1 GET with any target (even one no HTTP client would send) and resolves
 * with the status of the answer, or rejects when the server answers nothing.
 */
export function rawGet(port: number, target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('latin1');
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${target} within 10 s`)));
    socket.on('data', (data: string) => (answer += data));
    socket.on('end', () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
      if (status) resolve(Number(status));
      else reject(new Error(`no answer to ${JSON.stringify(target.slice(0, 80))}`));
    });
    socket.on('error', reject);
    socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, 'latin1');
  });
}

/** The resident memory of a process, in MB, as the kernel counts it. */
export async function residentMb(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
  return Math.round(kb / 1024);
}
