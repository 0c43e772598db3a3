import multer from '@koa/multer';
import { RESUME_FIELD, RESUME_MAX_BYTES } from '@inklined/contracts/email';
import { errorCode, ServiceError, type ErrorCode } from '../errors';
import type { AppContext, AppMiddleware } from '../types';
import type { UploadedFile } from '../uploaded-file';
import { readJsonBody } from './read-json-body';

/** Far above the largest valid payload (two 5 000-character texts, escaped), far below anything harmful. */
export const JSON_BODY_LIMIT = 100 * 1024;

/**
 * multer's limits are Infinity by default; these allow one resume and the payload's dozen fields.
 * fieldSize fits a 5 000-character text in 4-byte UTF-8.
 */
const multipartLimits = {
  fileSize: RESUME_MAX_BYTES,
  files: 1,
  fields: 20,
  parts: 21,
  fieldSize: 32 * 1024,
  fieldNameSize: 100,
};

const codeByMulterCode: Readonly<Record<string, ErrorCode>> = {
  LIMIT_FILE_SIZE: 'resumeTooLarge',
  LIMIT_FILE_COUNT: 'unexpectedFile',
  LIMIT_UNEXPECTED_FILE: 'unexpectedFile',
  LIMIT_PART_COUNT: 'bodyTooLarge',
  LIMIT_FIELD_COUNT: 'bodyTooLarge',
  LIMIT_FIELD_VALUE: 'bodyTooLarge',
  LIMIT_FIELD_KEY: 'bodyTooLarge',
};

async function readMultipart(ctx: AppContext, upload: AppMiddleware) {
  try {
    await upload(ctx, async () => {});
  } catch (error) {
    // Anything else (busboy's "Unexpected end of form", a malformed part header) is a broken body.
    const code = codeByMulterCode[errorCode(error) ?? ''] ?? 'invalidMultipart';
    throw new ServiceError(code, undefined, { cause: error });
  }
  const file: UploadedFile | undefined = ctx.file;
  return { fields: (ctx.request as { body?: unknown }).body, file };
}

/** JSON for every form; multipart/form-data (fields + one `resume` file) for job applications. */
export function parseSubmission(): AppMiddleware {
  // defParamCharset (missing from the typings) keeps a non-ASCII file name from arriving as latin1 mojibake.
  const options: multer.Options & { defParamCharset: string } = {
    storage: multer.memoryStorage(),
    limits: multipartLimits,
    defParamCharset: 'utf8',
  };
  const upload = multer(options).single(RESUME_FIELD);
  return async function parseSubmission(ctx, next) {
    if (ctx.is('application/json')) {
      ctx.state.raw = { fields: await readJsonBody(ctx.req, JSON_BODY_LIMIT), file: undefined };
    } else if (ctx.is('multipart/form-data')) {
      ctx.state.raw = await readMultipart(ctx, upload);
    } else {
      throw new ServiceError('unsupportedMediaType');
    }
    await next();
  };
}
