-- TRUNCATE fires no row or statement triggers for INSERT/DELETE, so row_counts would keep counting rows
-- that are gone. A TRUNCATE trigger forgets the table's counts; track_row_counts adds it for new tables.
CREATE FUNCTION forget_row_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM row_counts WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION track_row_counts(target text) RETURNS void LANGUAGE plpgsql AS $$
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
  FOR t IN SELECT DISTINCT event_object_table FROM information_schema.triggers
           WHERE trigger_schema = current_schema() AND trigger_name LIKE '%\_count\_insert' ORDER BY 1
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION forget_row_counts()', t || '_count_truncate', t);
  END LOOP;
END $$;
