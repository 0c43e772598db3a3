import type { OutboxEntry } from './outbox-entry';

const requestColumns = [
  'from_name',
  'from_email',
  'phone',
  'subject',
  'message',
  'service',
  'industry',
  'experience',
  'role_title',
  'role_id',
  'cover_letter',
  'marketing_consent',
] as const;

export const csvHeader = [
  'id',
  'reference',
  'created_at',
  'state',
  'attempts',
  'sent_at',
  'form_type',
  ...requestColumns,
  'resume_file',
  'last_error',
];

/**
 * One CSV field (RFC 4180). Visitor text that starts like a formula is prefixed with a quote, so
 * a spreadsheet shows it instead of running it (OWASP CSV Injection).
 */
export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const iso = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString());

export function csvRow(entry: OutboxEntry): string {
  return [
    entry.id,
    entry.reference,
    iso(entry.createdAt),
    entry.state,
    entry.attempts,
    iso(entry.sentAt),
    entry.formType,
    ...requestColumns.map((column) => entry.request[column]),
    entry.resume?.filename,
    entry.lastError,
  ]
    .map(csvField)
    .join(',');
}
