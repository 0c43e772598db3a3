import { describe, expect, test } from '@jest/globals';
import {
  emailMessages,
  emailResponseSchema,
  IDEMPOTENCY_KEY_PATTERN,
  validateEmailRequest,
  type EmailRequest,
} from './email';

const valid: EmailRequest = {
  to_email: 'contact@criticallyinklined.com',
  subject: 'Hello',
  message: 'Line one\nLine two',
  from_name: '  Asha Rao ',
  from_email: '',
  formType: 'contact',
};

describe('validateEmailRequest', () => {
  test('accepts a valid request, trims single-line text and allows a blank sender address', () => {
    expect(validateEmailRequest({ ...valid, unknown: 'dropped' })).toEqual({
      ok: true,
      data: { ...valid, from_name: 'Asha Rao' },
    });
  });

  test.each([
    undefined,
    null,
    [],
    { ...valid, to_email: undefined },
    { ...valid, subject: ' ' },
    { ...valid, message: 1 },
  ])('missing or blank required fields give the spec message (%j)', (input) => {
    expect(validateEmailRequest(input)).toEqual({ ok: false, error: emailMessages.missingFields });
  });

  test.each([
    [{ from_email: 'a@b' }, 'from_email', 'from_email must be a valid e-mail address'],
    [{ from_email: `${'a'.repeat(65)}@example.com` }, 'from_email', 'from_email must be a valid e-mail address'],
    [{ from_name: 'Eve\r\nBcc: x@y.z' }, 'from_name', 'from_name must be a single line without control characters'],
    [
      { subject: '=?UTF-8?B?SW52b2ljZSBwYWlk?=' },
      'subject',
      'subject must not contain encoded text such as =?UTF-8?B?...?=',
    ],
    [
      { from_name: 'Bank =?iso-8859-1?q?Sup=E9rieur?=' },
      'from_name',
      'from_name must not contain encoded text such as =?UTF-8?B?...?=',
    ],
    [{ message: 'nul\u0000byte' }, 'message', 'message must not contain control characters'],
    [{ resume: 'Yes' }, 'resume', 'resume must be one of Attached, Not provided'],
    [{ marketing_consent: 'maybe' }, 'marketing_consent', 'marketing_consent must be one of Yes, No'],
    [
      { formType: 'other' },
      'formType',
      'formType must be one of contactPopup, expert, contact, jobApplication, newsletter',
    ],
  ])('%j is refused, naming %s', (change, field, error) => {
    expect(validateEmailRequest({ ...valid, ...change })).toEqual({ ok: false, field, error });
  });
});

test('text that only looks a little like an encoded word stays allowed', () => {
  for (const subject of ['Is 2+2=4? Yes', 'Question =? about ?= pricing', 'a=?b']) {
    expect(validateEmailRequest({ ...valid, subject })).toMatchObject({ ok: true });
  }
  expect(validateEmailRequest({ ...valid, message: 'Multi-line text may quote =?UTF-8?B?SGk=?=' })).toMatchObject({
    ok: true,
  });
});

test('IDEMPOTENCY_KEY_PATTERN takes a UUID and refuses blanks, spaces and long keys', () => {
  expect(IDEMPOTENCY_KEY_PATTERN.test('3b241101-e2bb-4255-8caf-4136c566a962')).toBe(true);
  expect(IDEMPOTENCY_KEY_PATTERN.test('')).toBe(false);
  expect(IDEMPOTENCY_KEY_PATTERN.test('a b')).toBe(false);
  expect(IDEMPOTENCY_KEY_PATTERN.test('k'.repeat(256))).toBe(false);
});

describe('emailResponseSchema', () => {
  test('reads both answers and refuses anything else', () => {
    expect(emailResponseSchema.safeParse({ success: true, messageId: '<1@x>' }).success).toBe(true);
    expect(emailResponseSchema.safeParse({ success: false, error: 'x' }).success).toBe(true);
    expect(emailResponseSchema.safeParse({ success: true }).success).toBe(false);
  });

  test('a reference, where there is one, is CI- and two groups of four unambiguous characters', () => {
    const answer = (reference: string) =>
      emailResponseSchema.safeParse({ success: true, messageId: '<1@x>', reference });
    expect(answer('CI-7K3M-9QXA').success).toBe(true);
    for (const bad of ['CI-7K3M-9QX', 'CI-7K3M-9QXI', 'ci-7k3m-9qxa', 'CI-7K3MO9QXA', 'CI-7K3M-9QXU', ''])
      expect(answer(bad).success).toBe(false);
  });
});
