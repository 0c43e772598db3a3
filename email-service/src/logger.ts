import type { DestinationStream } from 'pino';
import { createLogger as createServerLogger, type Logger, type LogLevel } from '@inklined/server-kit/log';

export type { Logger, LogLevel };

/**
 * The service's logger: the site's one (server-kit). Log calls pass named facts (form type,
 * message id, sizes), never the submission itself: visitor texts and addresses stay out of the
 * logs at every level.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return createServerLogger('email-service', level, destination);
}
