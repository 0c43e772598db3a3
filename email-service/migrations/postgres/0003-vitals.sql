-- What real visits measured (vitals/vitals-store.ts is the embedded version): the newest
-- VITALS_MAX_ROWS rows are kept.
CREATE TABLE vitals (
  id bigserial PRIMARY KEY,
  at bigint NOT NULL,
  route text NOT NULL,
  metric text NOT NULL,
  value double precision NOT NULL
);
CREATE INDEX vitals_at ON vitals (at);
