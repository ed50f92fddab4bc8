-- Exact per-group row counts for every group-scoped table (see schema/row-counts.ts).
-- Statement-level triggers with transition tables: one upsert per statement and group, not per row,
-- so bulk inserts stay fast. TRUNCATE fires no delete triggers, so a TRUNCATE trigger forgets the
-- table's counts. A table added later gets its triggers with: SELECT track_row_counts('name');
CREATE FUNCTION count_rows_by_group() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO row_counts (table_name, group_id, n)
      SELECT TG_TABLE_NAME, group_id, count(*) FROM new_rows GROUP BY group_id
      ON CONFLICT (table_name, group_id) DO UPDATE SET n = row_counts.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO row_counts (table_name, group_id, n)
      SELECT TG_TABLE_NAME, group_id, -count(*) FROM old_rows GROUP BY group_id
      ON CONFLICT (table_name, group_id) DO UPDATE SET n = row_counts.n + excluded.n;
  ELSE
    INSERT INTO row_counts (table_name, group_id, n)
      SELECT TG_TABLE_NAME, group_id, sum(delta) FROM (
        SELECT group_id, 1 AS delta FROM new_rows UNION ALL SELECT group_id, -1 FROM old_rows
      ) AS moved GROUP BY group_id HAVING sum(delta) <> 0
      ON CONFLICT (table_name, group_id) DO UPDATE SET n = row_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION forget_row_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM row_counts WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION track_row_counts(target text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows_by_group()', target || '_count_insert', target);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows_by_group()', target || '_count_delete', target);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows_by_group()', target || '_count_update', target);
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION forget_row_counts()', target || '_count_truncate', target);
  EXECUTE format('INSERT INTO row_counts (table_name, group_id, n) SELECT %L, group_id, count(*) FROM %I GROUP BY group_id', target, target);
END $$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOR t IN
    SELECT c.table_name FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
    WHERE c.table_schema = current_schema() AND c.column_name = 'group_id' AND tb.table_type = 'BASE TABLE'
      AND c.table_name NOT IN ('row_counts', 'audit_log')
    ORDER BY 1
  LOOP
    PERFORM track_row_counts(t);
  END LOOP;
END $$;
