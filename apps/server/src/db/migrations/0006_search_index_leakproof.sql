-- Row-level security evaluates its policy before any condition whose function is not leakproof,
-- and such a condition cannot use an index. The project search's full-text match (tsvector @@
-- tsquery) and trigram match (ILIKE) are not marked leakproof by PostgreSQL, so under RLS every
-- search scanned the agency's whole table. Neither can raise an error or reveal anything that
-- depends on the row's value (errors come from the pattern or query alone), so they are marked
-- leakproof here. Marking needs a superuser; where the migration runs without one, search still
-- works, only without these indexes, and the notice says so.
DO $$
BEGIN
  ALTER FUNCTION texticlike(text, text) LEAKPROOF;
  ALTER FUNCTION ts_match_vq(tsvector, tsquery) LEAKPROOF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'project search: could not mark ILIKE and @@ leakproof (needs a superuser); searches will not use their indexes under row-level security';
END
$$;
