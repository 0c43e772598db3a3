import { request, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';

/**
 * A POST that says it sends 5 MB and sends 64 KB, as a slow line's upload stands when a server
 * answers. `answeredAndClosed` settles with the answer (read out) once the connection has closed:
 * a browser reads no answer until its whole body is sent or the connection closes, so a server
 * that keeps it open leaves it pending. `destroy` ends the upload either way.
 */
export function unfinishedUpload(url: string, headers: OutgoingHttpHeaders = {}) {
  const outgoing = request(url, { method: 'POST', headers: { ...headers, 'Content-Length': String(5 * 1024 * 1024) } });
  outgoing.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => outgoing.once('close', () => resolve()));
  const answer = new Promise<IncomingMessage>((resolve) => outgoing.once('response', resolve));
  outgoing.write(Buffer.alloc(64 * 1024));
  const answeredAndClosed = async () => {
    const answered = await answer;
    answered.resume();
    await closed;
    return answered;
  };
  return { answeredAndClosed, destroy: () => outgoing.destroy() };
}
