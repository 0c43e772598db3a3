import { emailMessages, validateEmailRequest } from '@inklined/contracts/email';
import { ServiceError } from '../errors';
import { toResumeAttachment } from '../resume/resume-attachment';
import type { AppMiddleware } from '../types';

/** The one place a request body is checked against the contract; later code trusts the types. */
export function validateSubmission(): AppMiddleware {
  return async function validateSubmission(ctx, next) {
    const raw = ctx.state.raw;
    if (!raw) throw new Error('validateSubmission needs parseSubmission before it');
    const result = validateEmailRequest(raw.fields);
    if (!result.ok) {
      throw new ServiceError(
        result.error === emailMessages.missingFields ? 'missingFields' : 'invalidField',
        result.error,
      );
    }
    if (raw.file && result.data.formType !== 'jobApplication') throw new ServiceError('unexpectedFile');
    ctx.state.submission = { request: result.data, resume: raw.file && (await toResumeAttachment(raw.file)) };
    await next();
  };
}
