import pino, { type DestinationStream, type Level, type Logger } from 'pino';

export type { Logger };
export type LogLevel = Level | 'silent';

/**
 * The one logger of the site's servers (the shell, the remotes' servers, the email service):
 * pino, one JSON object per line on stdout, its level by name. The message is a constant of the
 * code and every value from a request a field of its own: JSON escapes CR, LF and every other
 * control character, so nothing a visitor sends can start a line of its own or pass for another
 * entry (OWASP Logging Cheat Sheet). Errors go in `err`, which pino writes with name and stack.
 */
export function createLogger(service: string, level: LogLevel = 'info', destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}
