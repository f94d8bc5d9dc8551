-- Hand-written: counters rows kept by the database, so that every writer (a handler, a migration,
-- a bulk import, an operator's SQL) keeps them right. Statement-level triggers with transition
-- tables: a bulk delete of 100,000 messages is one grouped upsert, not 100,000. PostgreSQL allows a
-- transition table only on a one-event trigger, hence one trigger per event, one function each table.
-- Rows are upserted in member/account order so that concurrent statements lock counters in one order.

CREATE FUNCTION message_counters_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO message_counters AS c (member_id, total, unread)
    SELECT member_id, count(*), count(*) FILTER (WHERE read_at IS NULL)
    FROM new_rows WHERE deleted_at IS NULL GROUP BY member_id ORDER BY member_id
    ON CONFLICT (member_id) DO UPDATE SET total = c.total + excluded.total, unread = c.unread + excluded.unread;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE message_counters c SET total = c.total - d.total, unread = c.unread - d.unread
    FROM (SELECT member_id, count(*) AS total, count(*) FILTER (WHERE read_at IS NULL) AS unread
          FROM old_rows WHERE deleted_at IS NULL GROUP BY member_id) d
    WHERE c.member_id = d.member_id;
  ELSE
    INSERT INTO message_counters AS c (member_id, total, unread)
    SELECT member_id, sum(t), sum(u) FROM (
      SELECT member_id, 1 AS t, (read_at IS NULL)::int AS u FROM new_rows WHERE deleted_at IS NULL
      UNION ALL
      SELECT member_id, -1, -(read_at IS NULL)::int FROM old_rows WHERE deleted_at IS NULL
    ) d GROUP BY member_id HAVING sum(t) <> 0 OR sum(u) <> 0 ORDER BY member_id
    ON CONFLICT (member_id) DO UPDATE SET total = c.total + excluded.total, unread = c.unread + excluded.unread;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION message_counters_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM message_counters;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER message_counters_insert AFTER INSERT ON messages REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION message_counters_apply();
--> statement-breakpoint
CREATE TRIGGER message_counters_update AFTER UPDATE ON messages REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION message_counters_apply();
--> statement-breakpoint
CREATE TRIGGER message_counters_delete AFTER DELETE ON messages REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION message_counters_apply();
--> statement-breakpoint
CREATE TRIGGER message_counters_truncate AFTER TRUNCATE ON messages FOR EACH STATEMENT EXECUTE FUNCTION message_counters_clear();
--> statement-breakpoint
INSERT INTO message_counters (member_id, total, unread)
SELECT member_id, count(*), count(*) FILTER (WHERE read_at IS NULL) FROM messages WHERE deleted_at IS NULL GROUP BY member_id
ON CONFLICT (member_id) DO UPDATE SET total = excluded.total, unread = excluded.unread;
--> statement-breakpoint
CREATE FUNCTION ledger_entry_counters_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO ledger_entry_counters AS c (account_id, entries, income, expense)
    SELECT account_id, count(*), coalesce(sum(amount) FILTER (WHERE amount > 0), 0), coalesce(-sum(amount) FILTER (WHERE amount < 0), 0)
    FROM new_rows GROUP BY account_id ORDER BY account_id
    ON CONFLICT (account_id) DO UPDATE SET entries = c.entries + excluded.entries, income = c.income + excluded.income, expense = c.expense + excluded.expense;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE ledger_entry_counters c SET entries = c.entries - d.entries, income = c.income - d.income, expense = c.expense - d.expense
    FROM (SELECT account_id, count(*) AS entries, coalesce(sum(amount) FILTER (WHERE amount > 0), 0) AS income, coalesce(-sum(amount) FILTER (WHERE amount < 0), 0) AS expense
          FROM old_rows GROUP BY account_id) d
    WHERE c.account_id = d.account_id;
  ELSE
    INSERT INTO ledger_entry_counters AS c (account_id, entries, income, expense)
    SELECT account_id, sum(n), sum(i), sum(e) FROM (
      SELECT account_id, 1 AS n, greatest(amount, 0) AS i, greatest(-amount, 0) AS e FROM new_rows
      UNION ALL
      SELECT account_id, -1, -greatest(amount, 0), -greatest(-amount, 0) FROM old_rows
    ) d GROUP BY account_id HAVING sum(n) <> 0 OR sum(i) <> 0 OR sum(e) <> 0 ORDER BY account_id
    ON CONFLICT (account_id) DO UPDATE SET entries = c.entries + excluded.entries, income = c.income + excluded.income, expense = c.expense + excluded.expense;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION ledger_entry_counters_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ledger_entry_counters;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entry_counters_insert AFTER INSERT ON ledger_entries REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_entry_counters_apply();
--> statement-breakpoint
CREATE TRIGGER ledger_entry_counters_update AFTER UPDATE ON ledger_entries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_entry_counters_apply();
--> statement-breakpoint
CREATE TRIGGER ledger_entry_counters_delete AFTER DELETE ON ledger_entries REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_entry_counters_apply();
--> statement-breakpoint
CREATE TRIGGER ledger_entry_counters_truncate AFTER TRUNCATE ON ledger_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_entry_counters_clear();
--> statement-breakpoint
INSERT INTO ledger_entry_counters (account_id, entries, income, expense)
SELECT account_id, count(*), coalesce(sum(amount) FILTER (WHERE amount > 0), 0), coalesce(-sum(amount) FILTER (WHERE amount < 0), 0) FROM ledger_entries GROUP BY account_id
ON CONFLICT (account_id) DO UPDATE SET entries = excluded.entries, income = excluded.income, expense = excluded.expense;
