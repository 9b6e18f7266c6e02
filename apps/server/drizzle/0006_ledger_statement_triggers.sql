-- The ledger triggers of 0001, set-based: one run per INSERT statement instead of several queries
-- per posting row (issue 5: the spot writer inserts hundreds of postings per transaction). The
-- invariants are the same (docs/ARCHITECTURE.md): a posting's asset is its account's; every entry
-- an INSERT touches balances per asset (L1) and stays in one book (L4); the cached buckets move by
-- exactly the postings (L3). An entry's postings must now arrive in one INSERT statement (every
-- writer does so; a later posting to an existing entry is refused), and an unbalanced entry is
-- refused at that statement rather than at commit.
DROP TRIGGER postings_apply ON postings;
--> statement-breakpoint
DROP TRIGGER postings_entry_balanced ON postings;
--> statement-breakpoint
DROP FUNCTION ledger_apply_posting();
--> statement-breakpoint
DROP FUNCTION ledger_check_entry();
--> statement-breakpoint
CREATE FUNCTION ledger_apply_postings() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad record;
  sums record;
BEGIN
  -- Lookups are written as correlated subqueries so they use the primary key and the entry index:
  -- the transition table has no statistics, and a hash join would scan whole tables.
  SELECT p.account_id, p.asset INTO bad FROM new_postings p
   WHERE (SELECT a.asset FROM ledger_accounts a WHERE a.id = p.account_id) IS DISTINCT FROM p.asset
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'posting asset % does not match the asset of account %', bad.asset, bad.account_id
      USING ERRCODE = 'check_violation';
  END IF;
  SELECT p.entry_id, p.asset INTO bad FROM new_postings p
   GROUP BY p.entry_id, p.asset HAVING sum(p.amount) <> 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'journal entry % does not balance in %', bad.entry_id, bad.asset USING ERRCODE = 'check_violation';
  END IF;
  SELECT p.entry_id INTO bad FROM new_postings p
   GROUP BY p.entry_id
  HAVING count(DISTINCT (SELECT a.book FROM ledger_accounts a WHERE a.id = p.account_id)) <> 1 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'journal entry % spans books', bad.entry_id USING ERRCODE = 'check_violation';
  END IF;
  SELECT e.entry_id INTO bad FROM (SELECT entry_id, count(*) AS n FROM new_postings GROUP BY entry_id) e
   WHERE (SELECT count(*) FROM postings q WHERE q.entry_id = e.entry_id) <> e.n LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'journal entry % has postings from another statement', bad.entry_id
      USING ERRCODE = 'check_violation';
  END IF;
  FOR sums IN
    SELECT account_id,
           coalesce(sum(amount) FILTER (WHERE bucket = 'available'), 0) AS available,
           coalesce(sum(amount) FILTER (WHERE bucket = 'frozen'), 0) AS frozen
      FROM new_postings GROUP BY account_id ORDER BY account_id
  LOOP
    UPDATE ledger_accounts SET available = available + sums.available, frozen = frozen + sums.frozen
     WHERE id = sums.account_id;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER postings_apply AFTER INSERT ON postings REFERENCING NEW TABLE AS new_postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_apply_postings();
