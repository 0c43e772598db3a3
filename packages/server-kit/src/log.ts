/**
 * Structured log lines for the site's servers: one JSON object per line, the message a constant
 * of the code and every value from a request a field of its own. JSON escapes CR, LF and every
 * other control character, so nothing a visitor sends can start a line of its own or pass for
 * another entry (OWASP Logging Cheat Sheet).
 */
export type LogLevel = 'info' | 'warn' | 'error' | 'fatal';

export type LogFields = Readonly<Record<string, unknown>>;

export interface Log {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  fatal(message: string, fields?: LogFields): void;
}

/** Field values longer than this are cut: a log line is evidence, not storage. */
const maxFieldLength = 500;

function fieldValue(value: unknown): unknown {
  if (value instanceof Error) {
    return { name: value.name, message: value.message.slice(0, maxFieldLength), stack: value.stack };
  }
  if (typeof value === 'string') return value.length > maxFieldLength ? `${value.slice(0, maxFieldLength)}…` : value;
  return value;
}

/** One log line as text, without writing it (tests and the supervisor read these). */
export function logLine(service: string, level: LogLevel, message: string, fields: LogFields = {}): string {
  const record: Record<string, unknown> = { time: new Date().toISOString(), level, service, msg: message };
  for (const [name, value] of Object.entries(fields)) {
    if (!(name in record)) record[name] = fieldValue(value);
  }
  try {
    return JSON.stringify(record);
  } catch {
    // A value JSON cannot write (a cycle, a BigInt): the line still says what happened.
    return JSON.stringify({ time: record.time, level, service, msg: message, fields: 'unwritable' });
  }
}

/** A logger for `service`, writing to stderr for warnings and errors and stdout otherwise. */
export function createLog(service: string, write?: (line: string, level: LogLevel) => void): Log {
  const out =
    write ??
    ((line: string, level: LogLevel) => (level === 'info' ? process.stdout : process.stderr).write(`${line}\n`));
  const at = (level: LogLevel) => (message: string, fields?: LogFields) =>
    out(logLine(service, level, message, fields), level);
  return { info: at('info'), warn: at('warn'), error: at('error'), fatal: at('fatal') };
}
