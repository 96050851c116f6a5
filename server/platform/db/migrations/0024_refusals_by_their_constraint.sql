-- Written by hand (decision 094): a statement that also commits its transaction (an order taking its
-- stock) stops itself on a refusal with an error, which rolls it back. The refusal is told by fields
-- PostgreSQL sets — SQLSTATE check_violation with the refusal's name as the error's constraint and
-- what it concerns as its detail — never by the words of its message. shop_refuse(text) of 0023 stays
-- for a shop of the previous version still running beside this one during an upgrade.
CREATE FUNCTION "shop_refuse"(refusal text, detail text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'check_violation', CONSTRAINT = refusal, DETAIL = coalesce(detail, ''), MESSAGE = 'refused: ' || refusal;
END
$$;
