import type { Log, LogFields } from '@inklined/server-kit/log';
import pino, { type DestinationStream, type Level, type Logger } from 'pino';

export type { Logger };
export type LogLevel = Level | 'silent';

/**
 * JSON lines on stdout. Log calls pass named facts (form type, message id, sizes), never the
 * submission itself: visitor texts and addresses stay out of the logs at every level.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    { level, base: { service: 'email-service' }, timestamp: pino.stdTimeFunctions.isoTime },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

/** The service's logger as the request guard (@inklined/server-kit/guard) writes to it. */
export function guardLog(logger: Logger): Log {
  const at =
    (level: 'info' | 'warn' | 'error' | 'fatal') =>
    (message: string, { error, ...fields }: LogFields = {}) =>
      logger[level]({ ...fields, ...(error === undefined ? {} : { err: error }) }, message);
  return { info: at('info'), warn: at('warn'), error: at('error'), fatal: at('fatal') };
}
