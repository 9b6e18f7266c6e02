-- Ledger invariants enforced by the database itself (docs/ARCHITECTURE.md, "Ledger invariants").

-- L3: a posting updates its account's cached bucket in the same transaction; nothing else may.
CREATE FUNCTION ledger_apply_posting() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  account_asset text;
BEGIN
  SELECT asset INTO account_asset FROM ledger_accounts WHERE id = NEW.account_id;
  IF account_asset IS DISTINCT FROM NEW.asset THEN
    RAISE EXCEPTION 'posting asset % does not match account % asset %', NEW.asset, NEW.account_id, account_asset
      USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.bucket = 'available' THEN
    UPDATE ledger_accounts SET available = available + NEW.amount WHERE id = NEW.account_id;
  ELSE
    UPDATE ledger_accounts SET frozen = frozen + NEW.amount WHERE id = NEW.account_id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER postings_apply AFTER INSERT ON postings FOR EACH ROW EXECUTE FUNCTION ledger_apply_posting();
--> statement-breakpoint
CREATE FUNCTION ledger_guard_balance_cache() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.available IS DISTINCT FROM OLD.available OR NEW.frozen IS DISTINCT FROM OLD.frozen)
     AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'ledger balances change only through journal postings' USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.asset IS DISTINCT FROM OLD.asset OR NEW.book IS DISTINCT FROM OLD.book
     OR NEW.user_id IS DISTINCT FROM OLD.user_id OR NEW.system_code IS DISTINCT FROM OLD.system_code THEN
    RAISE EXCEPTION 'a ledger account keeps its owner, book and asset' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_guard BEFORE UPDATE ON ledger_accounts FOR EACH ROW EXECUTE FUNCTION ledger_guard_balance_cache();
--> statement-breakpoint
CREATE FUNCTION ledger_refuse_insert_with_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.available <> 0 OR NEW.frozen <> 0 THEN
    RAISE EXCEPTION 'a ledger account starts empty' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_start_empty BEFORE INSERT ON ledger_accounts FOR EACH ROW EXECUTE FUNCTION ledger_refuse_insert_with_balance();
--> statement-breakpoint
-- The journal is append-only.
CREATE FUNCTION refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER postings_append_only BEFORE UPDATE OR DELETE ON postings FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER journal_entries_append_only BEFORE UPDATE OR DELETE ON journal_entries FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_delete BEFORE DELETE ON ledger_accounts FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
-- L1 and L4, checked at commit: each entry sums to zero per asset and stays in one book.
CREATE FUNCTION ledger_check_entry() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad_asset text;
  books integer;
BEGIN
  SELECT p.asset INTO bad_asset FROM postings p WHERE p.entry_id = NEW.entry_id
    GROUP BY p.asset HAVING sum(p.amount) <> 0 LIMIT 1;
  IF bad_asset IS NOT NULL THEN
    RAISE EXCEPTION 'journal entry % does not balance in %', NEW.entry_id, bad_asset USING ERRCODE = 'check_violation';
  END IF;
  SELECT count(DISTINCT a.book) INTO books FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
    WHERE p.entry_id = NEW.entry_id;
  IF books <> 1 THEN
    RAISE EXCEPTION 'journal entry % spans % books', NEW.entry_id, books USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER postings_entry_balanced AFTER INSERT ON postings DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_check_entry();
