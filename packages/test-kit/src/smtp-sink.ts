import { createServer, type AddressInfo, type Socket } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions, type SMTPServerSession } from 'smtp-server';
import { until } from './until';

export interface ReceivedMail {
  /** When the whole message had arrived (the final "." of DATA): from then on the server has it. */
  readonly dataAt: number;
  /** When the sink accepted it (before its 250 went out). */
  readonly at: number;
  readonly mailFrom: string | undefined;
  readonly rcptTo: readonly string[];
  readonly raw: Buffer;
  readonly parsed: ParsedMail;
}

export interface SmtpSinkOptions {
  /** Raw smtp-server hooks, for servers that refuse (`err.responseCode` sets the reply code). */
  readonly onRcptTo?: SMTPServerOptions['onRcptTo'];
  /** Runs once a message's data has arrived and before the 250: a test may hold the answer back. */
  readonly beforeAccept?: (mail: ReceivedMail) => Promise<void>;
  /** The benchmark only counts; parsing every message would make the sink the bottleneck. */
  readonly parse?: boolean;
  /** Sees each accepted message's raw bytes (with `parse: false` too). */
  readonly onRaw?: (raw: Buffer) => void;
  /** Makes the server require AUTH (over plain TCP: the sink offers no STARTTLS). */
  readonly onAuth?: SMTPServerOptions['onAuth'];
  /** Before the greeting: delay the callback for a slow greeting, or fail it (421) to refuse the connection. */
  readonly onConnect?: SMTPServerOptions['onConnect'];
  /** Asked after each message's data: true drops the connection instead of answering (no 250). */
  readonly dropAfterData?: () => boolean;
  /** A fixed port, e.g. one a test kept free while "the mail server was down". */
  readonly port?: number;
}

export interface SmtpSink {
  readonly port: number;
  readonly url: string;
  readonly received: ReceivedMail[];
  /** Messages accepted, parsed or not. */
  readonly count: () => number;
  /** Resolves once `count()` reaches `n`; rejects after `timeoutMs`. */
  /** Resolves once `n` mails have arrived; no deadline of its own (the test runner's bounds a hang). */
  waitFor(n: number): Promise<void>;
  close(): Promise<void>;
}

function envelopeOf(session: SMTPServerSession) {
  const { mailFrom, rcptTo } = session.envelope;
  return { mailFrom: mailFrom ? mailFrom.address : undefined, rcptTo: rcptTo.map((rcpt) => rcpt.address) };
}

/** A real SMTP server on 127.0.0.1, port 0, as the tests of nodemailer itself use. */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let count = 0;
  /** Messages whose data has arrived and whose answer has not been given yet. */
  let answering = 0;
  const server = new SMTPServer({
    authOptional: !options.onAuth,
    allowInsecureAuth: true,
    onAuth: options.onAuth,
    disabledCommands: ['STARTTLS'],
    logger: false,
    disableReverseLookup: true,
    closeTimeout: 200,
    onRcptTo: options.onRcptTo,
    onConnect: options.onConnect,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const dataAt = Date.now();
        if (options.dropAfterData?.()) {
          for (const connection of (server as unknown as { connections: Set<{ _socket: Socket }> }).connections) {
            connection._socket.destroy();
          }
          return;
        }
        const raw = Buffer.concat(chunks);
        if (options.parse === false) {
          options.onRaw?.(raw);
          count += 1;
          return callback();
        }
        answering += 1;
        const answer = (error?: Error) => {
          answering -= 1;
          callback(error);
        };
        simpleParser(raw)
          .then(async (parsed) => {
            const mail = { ...envelopeOf(session), raw, parsed, dataAt, at: Date.now() };
            await options.beforeAccept?.(mail);
            received.push({ ...mail, at: Date.now() });
            count += 1;
            answer();
          })
          .catch((error: Error) => answer(error));
      });
    },
  });
  // A client that dies mid-connection (the tests SIGKILL the service) resets its socket; smtp-server
  // reports that as an 'error' event, which without a listener would throw in the test process.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    count: () => count,
    waitFor: (n) => until(() => count >= n),
    close: async () => {
      // As a mail server stops: a message whose data has arrived is answered first (cut before its
      // 250, the sender would rightly send it again, RFC 1047; on a slow machine parsing it takes a
      // while), then the connections go; pooled clients keep theirs open, so they are closed
      // rather than waited for.
      await until(() => answering === 0);
      await new Promise<void>((resolve) => {
        for (const connection of (server as unknown as { connections: Set<{ _socket: Socket }> }).connections) {
          connection._socket.destroy();
        }
        server.close(() => resolve());
      });
    },
  };
}

/** A port nothing listens on: bound, read, released. */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
