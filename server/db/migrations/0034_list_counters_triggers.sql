-- Hand-written: the row counts of the long lists (list_counters) kept by the database, so that every
-- writer (a handler, an import, a migration, an operator's SQL) keeps them right. The same shape as
-- the message and ledger counters (statement-level triggers with transition tables, one per event),
-- with one function for every table: a trigger's arguments are its counters, five at a time:
--   list name, condition (which rows count), scope, sub and state (SQL expressions over a row).
-- Rows are upserted in key order so that concurrent statements lock counters in one order.

CREATE FUNCTION list_counters_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  i int := 0;
  rows text;
BEGIN
  WHILE i < TG_NARGS LOOP
    rows := NULL;
    IF TG_OP <> 'DELETE' THEN
      rows := format('SELECT (%s) AS s, (%s) AS b, (%s) AS t, 1 AS d FROM new_rows WHERE (%s)', TG_ARGV[i + 2], TG_ARGV[i + 3], TG_ARGV[i + 4], TG_ARGV[i + 1]);
    END IF;
    IF TG_OP <> 'INSERT' THEN
      rows := concat_ws(' UNION ALL ', rows, format('SELECT (%s) AS s, (%s) AS b, (%s) AS t, -1 AS d FROM old_rows WHERE (%s)', TG_ARGV[i + 2], TG_ARGV[i + 3], TG_ARGV[i + 4], TG_ARGV[i + 1]));
    END IF;
    EXECUTE format(
      'INSERT INTO list_counters AS c (list, scope, sub, state, n) SELECT %L, s, b, t, sum(d) FROM (%s) x GROUP BY s, b, t HAVING sum(d) <> 0 ORDER BY s, b, t '
      'ON CONFLICT (list, scope, sub, state) DO UPDATE SET n = c.n + excluded.n', TG_ARGV[i], rows);
    i := i + 5;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION list_counters_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM list_counters WHERE list = ANY (TG_ARGV);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Puts the four triggers on a table and recounts its counters from the rows. Running it again is the
-- recount after a writer that bypassed triggers (session_replication_role = replica, a restore
-- with triggers off).
CREATE FUNCTION list_counters_attach(tbl regclass, name text, specs text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  args text := (SELECT string_agg(quote_literal(s), ', ') FROM unnest(specs) s);
  lists text := (SELECT string_agg(quote_literal(specs[k]), ', ') FROM generate_series(1, array_length(specs, 1), 5) k);
  ev text;
  k int;
BEGIN
  FOREACH ev IN ARRAY ARRAY['insert', 'update', 'delete', 'truncate'] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %s', name || '_list_counters_' || ev, tbl);
  END LOOP;
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %s REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counters_apply(%s)', name || '_list_counters_insert', tbl, args);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %s REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counters_apply(%s)', name || '_list_counters_update', tbl, args);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %s REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counters_apply(%s)', name || '_list_counters_delete', tbl, args);
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION list_counters_clear(%s)', name || '_list_counters_truncate', tbl, lists);
  FOR k IN SELECT generate_series(1, array_length(specs, 1), 5) LOOP
    DELETE FROM list_counters WHERE list = specs[k];
    EXECUTE format('INSERT INTO list_counters (list, scope, sub, state, n) SELECT %L, s, b, t, count(*) FROM (SELECT (%s) AS s, (%s) AS b, (%s) AS t FROM %s WHERE (%s)) x GROUP BY s, b, t',
      specs[k], specs[k + 2], specs[k + 3], specs[k + 4], tbl, specs[k + 1]);
  END LOOP;
END $$;
--> statement-breakpoint
-- Company members (member centre), the disabled ones among them, and department members.
SELECT list_counters_attach('company_members', 'company_members', ARRAY['company_members', 'true', 'company_id', '0', '''''']);
--> statement-breakpoint
SELECT list_counters_attach('org_disabled_members', 'org_disabled_members', ARRAY['company_members.disabled', 'true', 'company_id', '0', '''''']);
--> statement-breakpoint
SELECT list_counters_attach('org_department_members', 'org_department_members', ARRAY['department_members', 'true', 'department_id', '0', '''''']);
--> statement-breakpoint
-- My files: a company's documents, and a member's uploads per company they were made for (0: none);
-- the condition is the partial indexes' (FILES_LISTED in the schema).
SELECT list_counters_attach('files', 'files', ARRAY[
  'files.company', 'deleted_at is null and app_type not in (''excelImport'', ''excelExport'') and company_id is not null', 'company_id', '0', '''''',
  'files.member', 'deleted_at is null and app_type not in (''excelImport'', ''excelExport'')', 'member_id', 'coalesce(company_id, 0)', '''''']);
--> statement-breakpoint
-- The base app's employees and devices, per department (0: none) and status: a data scope or a
-- department filter sums the departments it covers.
SELECT list_counters_attach('employees', 'employees', ARRAY['employees', 'true', 'company_id', 'coalesce(department_id, 0)', 'status']);
--> statement-breakpoint
SELECT list_counters_attach('org_devices', 'org_devices', ARRAY['devices', 'true', 'company_id', 'coalesce(department_id, 0)', 'status']);
--> statement-breakpoint
-- News and cases: the published ones by category or type (the public lists), and all (the console's).
SELECT list_counters_attach('content_news', 'content_news', ARRAY['news', 'published', '0', '0', 'category', 'news.all', 'true', '0', '0', '''''']);
--> statement-breakpoint
SELECT list_counters_attach('content_cases', 'content_cases', ARRAY['cases', 'published', '0', '0', 'type::text', 'cases.all', 'true', '0', '0', '''''']);
--> statement-breakpoint
-- The console's queues by status (the bank binding by its bank status, CERT_BANK_QUEUE in the schema).
SELECT list_counters_attach('enterprise_infos', 'enterprise_infos', ARRAY['queue.enterpriseInfo', 'true', '0', '0', 'status']);
--> statement-breakpoint
SELECT list_counters_attach('cert_applications', 'cert_applications', ARRAY[
  'queue.realName', 'kind = ''initial''', '0', '0', 'status',
  'queue.changeInfo', 'kind = ''changeInfo''', '0', '0', 'status',
  'queue.changeBank', 'kind = ''changeBank''', '0', '0', 'status',
  'queue.bankBinding', 'bank_status is not null and kind in (''initial'', ''changeBank'')', '0', '0', 'bank_status']);
--> statement-breakpoint
SELECT list_counters_attach('fund_accounts', 'fund_accounts', ARRAY['queue.fundOpening', 'true', '0', '0', 'status']);
--> statement-breakpoint
SELECT list_counters_attach('finance_applications', 'finance_applications', ARRAY['queue.financeApply', 'true', '0', '0', 'status']);
--> statement-breakpoint
SELECT list_counters_attach('factory_pushes', 'factory_pushes', ARRAY['queue.factoryPush', 'true', '0', '0', 'status']);
--> statement-breakpoint
SELECT list_counters_attach('recon_items', 'recon_items', ARRAY['queue.reconciliation', 'true', '0', '0', 'status']);
