import type { ErrorCode as NodemailerErrorCode } from 'nodemailer';
import { errorCode, ServiceError, type ErrorCode } from '../errors';

/**
 * nodemailer's error codes sorted by who failed: the SMTP server could not be reached (503), or it
 * answered and refused (502). Anything else is our own bug and stays a 500.
 */
const codeByNodemailerCode: Partial<Record<NodemailerErrorCode, ErrorCode>> = {
  ECONNECTION: 'transportUnavailable',
  ETIMEDOUT: 'transportUnavailable',
  ESOCKET: 'transportUnavailable',
  EDNS: 'transportUnavailable',
  ETLS: 'transportUnavailable',
  EPROXY: 'transportUnavailable',
  EPROTOCOL: 'transportRejected',
  EENVELOPE: 'transportRejected',
  EMESSAGE: 'transportRejected',
  EAUTH: 'transportRejected',
  ENOAUTH: 'transportRejected',
  EREQUIRETLS: 'transportRejected',
};

export function toTransportError(error: unknown): unknown {
  const code = codeByNodemailerCode[errorCode(error) as NodemailerErrorCode];
  return code ? new ServiceError(code, undefined, { cause: error }) : error;
}
