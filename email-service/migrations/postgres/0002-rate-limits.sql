-- Token buckets shared by every instance (middleware/token-bucket.ts is the one-process version):
-- one row per scope and client, refilled on read, on the database's clock. A bucket idle for a
-- whole window is full again, equal to no row, and is deleted by the purge (postgres/pg-purge.ts).
CREATE TABLE rate_limit_buckets (
  scope text NOT NULL,
  client text NOT NULL,
  tokens double precision NOT NULL,
  updated_at bigint NOT NULL,
  PRIMARY KEY (scope, client)
);
CREATE INDEX rate_limit_buckets_updated ON rate_limit_buckets (updated_at);

-- Takes one token if there is one; answers whether it did, and when the next would be there.
CREATE FUNCTION inklined_take_token(p_scope text, p_client text, p_max double precision, p_window_ms bigint)
  RETURNS TABLE (allowed boolean, retry_after_ms bigint)
  LANGUAGE plpgsql
  AS $$
DECLARE
  v_now bigint := inklined_now_ms();
  v_rate double precision := p_max / p_window_ms;
  v_tokens double precision;
BEGIN
  INSERT INTO rate_limit_buckets AS b (scope, client, tokens, updated_at)
    VALUES (p_scope, p_client, p_max, v_now)
    ON CONFLICT (scope, client) DO UPDATE
      SET tokens = least(p_max, b.tokens + greatest(0, v_now - b.updated_at) * v_rate), updated_at = v_now
    RETURNING b.tokens INTO v_tokens;
  IF v_tokens >= 1 THEN
    UPDATE rate_limit_buckets SET tokens = v_tokens - 1 WHERE scope = p_scope AND client = p_client;
    RETURN QUERY SELECT true, 0::bigint;
  ELSE
    RETURN QUERY SELECT false, ceil((1 - v_tokens) / v_rate)::bigint;
  END IF;
END
$$;
