-- The outbox: one row per accepted submission and per confirmation, from acceptance until purged
-- after delivery; the submissions are also the archive of every lead (docs/decisions/0012, 0024).
-- Times are milliseconds since the epoch on the database's clock, which every instance shares.
CREATE FUNCTION inklined_now_ms() RETURNS bigint
  LANGUAGE sql VOLATILE
  AS $$ SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint $$;

CREATE TABLE outbox (
  id text PRIMARY KEY,
  kind text NOT NULL DEFAULT 'submission' CHECK (kind IN ('submission', 'confirmation')),
  created_at bigint NOT NULL,
  state text NOT NULL CHECK (state IN ('queued', 'sending', 'sent', 'dead')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at bigint NOT NULL,
  -- A send claimed by an instance that died is taken up again once this has passed.
  lease_until bigint,
  sent_at bigint,
  last_error text,
  form_type text NOT NULL,
  request_json text NOT NULL,
  resume_filename text,
  resume_content_type text,
  resume bytea,
  idempotency_key text UNIQUE,
  fingerprint text NOT NULL,
  size_bytes bigint NOT NULL DEFAULT 0
);
CREATE INDEX outbox_state_next ON outbox (state, next_attempt_at);
CREATE INDEX outbox_state_sent ON outbox (state, sent_at);
CREATE INDEX outbox_kind_created ON outbox (kind, created_at);

-- One row per address (its hash): when it was last sent a confirmation.
CREATE TABLE confirmations (
  recipient_hash text PRIMARY KEY,
  confirmed_at bigint NOT NULL
);
