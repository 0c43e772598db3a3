import { sql, type Kysely } from 'kysely';
import type { ValidEmailRequest } from '@inklined/contracts/email';
import { foldAddress } from '../outbox/recipient-hash';
import type { Tables } from '../store/tables';

/** An outbox row of a person, without the resume's bytes: how many it holds instead (null when none). */
export interface PersonRow {
  readonly id: string;
  readonly kind: Tables['outbox']['kind'];
  readonly reference: string | null;
  readonly created_at: number;
  readonly state: Tables['outbox']['state'];
  readonly attempts: number;
  readonly sent_at: number | null;
  readonly last_error: string | null;
  readonly form_type: Tables['outbox']['form_type'];
  readonly request: ValidEmailRequest;
  readonly resume_filename: string | null;
  readonly resume_content_type: string | null;
  readonly resume_bytes: number | null;
  readonly idempotency_key: string | null;
}

/**
 * Every entry, submission or confirmation, whose sender's address is `address`, in either case,
 * oldest first. The request's text narrows the rows in SQL (the address written in it, LIKE's
 * wildcards escaped); the address field decides, so an address only quoted in somebody else's
 * message does not make their submission this person's.
 */
export async function personRows(db: Kysely<Tables>, address: string): Promise<PersonRow[]> {
  const wanted = foldAddress(address);
  const pattern = `%${wanted.replace(/[\\%_]/g, '\\$&')}%`;
  const rows = await db
    .selectFrom('outbox')
    .select([
      'id',
      'kind',
      'reference',
      'created_at',
      'state',
      'attempts',
      'sent_at',
      'last_error',
      'form_type',
      'request_json',
      'resume_filename',
      'resume_content_type',
      'idempotency_key',
      sql<number | null>`length(resume)`.as('resume_bytes'),
    ])
    .where(sql<boolean>`lower(request_json) LIKE ${pattern} ESCAPE '\\'`)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows
    .map(({ request_json, ...row }) => ({ ...row, request: JSON.parse(request_json) as ValidEmailRequest }))
    .filter((row) => foldAddress(row.request.from_email ?? '') === wanted);
}
