import { createServer, type AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions, type SMTPServerSession } from 'smtp-server';

export interface ReceivedMail {
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
  /** Makes the server require AUTH (over plain TCP: the sink offers no STARTTLS). */
  readonly onAuth?: SMTPServerOptions['onAuth'];
}

export interface SmtpSink {
  readonly port: number;
  readonly url: string;
  readonly received: ReceivedMail[];
  /** Messages accepted, parsed or not. */
  readonly count: () => number;
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
  const server = new SMTPServer({
    authOptional: !options.onAuth,
    allowInsecureAuth: true,
    onAuth: options.onAuth,
    disabledCommands: ['STARTTLS'],
    logger: false,
    disableReverseLookup: true,
    closeTimeout: 200,
    onRcptTo: options.onRcptTo,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.parse === false) {
          count += 1;
          return callback();
        }
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then(async (parsed) => {
            const mail = { ...envelopeOf(session), raw, parsed };
            await options.beforeAccept?.(mail);
            received.push(mail);
            count += 1;
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    count: () => count,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
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
