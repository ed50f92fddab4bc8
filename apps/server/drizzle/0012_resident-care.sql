CREATE TABLE "medical_notes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"conditions" text,
	"allergies" text,
	"medications" text,
	"doctor_contact" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "resident_counts" (
	"group_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	"is_online" integer NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "resident_counts_group_id_facility_id_is_online_pk" PRIMARY KEY("group_id","facility_id","is_online")
);
--> statement-breakpoint
ALTER TABLE "check_in_logs" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "medical_notes" ADD CONSTRAINT "medical_notes_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_notes" ADD CONSTRAINT "medical_notes_updated_by_portal_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."portal_users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_notes" ADD CONSTRAINT "medical_notes_resident_fk" FOREIGN KEY ("user_id","group_id") REFERENCES "public"."acorn_users"("user_id","group_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "acorn_users_group_type_name_idx" ON "acorn_users" USING btree ("group_id","user_type","surname","firstname","user_id");--> statement-breakpoint
CREATE INDEX "acorn_users_type_name_idx" ON "acorn_users" USING btree ("user_type","surname","firstname","user_id");--> statement-breakpoint
CREATE INDEX "acorn_users_group_type_state_name_idx" ON "acorn_users" USING btree ("group_id","user_type","is_online","surname","firstname","user_id");--> statement-breakpoint
CREATE INDEX "acorn_users_type_state_name_idx" ON "acorn_users" USING btree ("user_type","is_online","surname","firstname","user_id");--> statement-breakpoint
CREATE INDEX "call_logs_open_request_user_idx" ON "call_logs" USING btree ("user_id") WHERE "call_logs"."status" = 'requested' and "call_logs"."acknowledged_at" is null;--> statement-breakpoint
CREATE INDEX "call_logs_open_request_group_idx" ON "call_logs" USING btree ("group_id","date" DESC NULLS FIRST) WHERE "call_logs"."status" = 'requested' and "call_logs"."acknowledged_at" is null;--> statement-breakpoint
CREATE INDEX "call_logs_open_request_time_idx" ON "call_logs" USING btree ("date" DESC NULLS FIRST) WHERE "call_logs"."status" = 'requested' and "call_logs"."acknowledged_at" is null;--> statement-breakpoint
CREATE INDEX "check_in_logs_missed_user_idx" ON "check_in_logs" USING btree ("user_id","check_in_time" DESC NULLS FIRST) WHERE "check_in_logs"."status" = 'Failed' and "check_in_logs"."acknowledged_at" is null;--> statement-breakpoint
CREATE INDEX "check_in_logs_missed_group_idx" ON "check_in_logs" USING btree ("group_id","check_in_time" DESC NULLS FIRST,"user_id") WHERE "check_in_logs"."status" = 'Failed' and "check_in_logs"."acknowledged_at" is null;--> statement-breakpoint
CREATE INDEX "check_in_logs_missed_time_idx" ON "check_in_logs" USING btree ("check_in_time" DESC NULLS FIRST) WHERE "check_in_logs"."status" = 'Failed' and "check_in_logs"."acknowledged_at" is null;--> statement-breakpoint
CREATE INDEX "messages_user_id_idx" ON "messages" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "messages_unread_user_idx" ON "messages" USING btree ("user_id","id") WHERE "messages"."direction" = 'from_tablet' and "messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "messages_unread_group_idx" ON "messages" USING btree ("group_id","created_at" DESC NULLS FIRST) WHERE "messages"."direction" = 'from_tablet' and "messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "messages_unread_time_idx" ON "messages" USING btree ("created_at" DESC NULLS FIRST) WHERE "messages"."direction" = 'from_tablet' and "messages"."read_at" is null;--> statement-breakpoint
-- Residents per group, facility (0: none) and check-in state (see schema/resident-counts.ts), kept by
-- statement-level triggers with transition tables: one upsert per statement, however many residents it
-- moves (a group check-in turns thousands Pending in one statement). Counters are upserted in key order,
-- so two statements moving the same ones cannot deadlock. TRUNCATE forgets them all.
CREATE FUNCTION upsert_resident_counts(moved jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO resident_counts (group_id, facility_id, is_online, n)
    SELECT group_id, facility_id, is_online, sum(delta)
    FROM jsonb_to_recordset(moved) AS m(group_id int, facility_id int, is_online int, delta int)
    GROUP BY group_id, facility_id, is_online HAVING sum(delta) <> 0
    ORDER BY group_id, facility_id, is_online
    ON CONFLICT (group_id, facility_id, is_online) DO UPDATE SET n = resident_counts.n + excluded.n;
$$;
--> statement-breakpoint
CREATE FUNCTION count_residents() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE moved jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_object('group_id', group_id, 'facility_id', coalesce(facility_id, 0),
      'is_online', is_online, 'delta', 1)) INTO moved FROM new_rows WHERE user_type = 2;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(jsonb_build_object('group_id', group_id, 'facility_id', coalesce(facility_id, 0),
      'is_online', is_online, 'delta', -1)) INTO moved FROM old_rows WHERE user_type = 2;
  ELSE
    SELECT jsonb_agg(r) INTO moved FROM (
      SELECT group_id, coalesce(facility_id, 0) AS facility_id, is_online, 1 AS delta FROM new_rows WHERE user_type = 2
      UNION ALL
      SELECT group_id, coalesce(facility_id, 0), is_online, -1 FROM old_rows WHERE user_type = 2
    ) AS r;
  END IF;
  IF moved IS NOT NULL THEN PERFORM upsert_resident_counts(moved); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION forget_resident_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM resident_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "resident_counts_insert" AFTER INSERT ON "acorn_users" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_residents();--> statement-breakpoint
CREATE TRIGGER "resident_counts_delete" AFTER DELETE ON "acorn_users" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_residents();--> statement-breakpoint
CREATE TRIGGER "resident_counts_update" AFTER UPDATE ON "acorn_users"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_residents();--> statement-breakpoint
CREATE TRIGGER "resident_counts_truncate" AFTER TRUNCATE ON "acorn_users"
  FOR EACH STATEMENT EXECUTE FUNCTION forget_resident_counts();--> statement-breakpoint
INSERT INTO resident_counts (group_id, facility_id, is_online, n)
  SELECT group_id, coalesce(facility_id, 0), is_online, count(*) FROM acorn_users WHERE user_type = 2
  GROUP BY 1, 2, 3;
--> statement-breakpoint
-- Missed check-ins become Failed log rows that no one has opened (issue 17). Before this migration nothing was
-- ever acknowledged, so every old Failed row would suddenly show: only a resident's newest Failed row, and only
-- while the resident is still in the Failed state, stays to be seen, as the badge counted it until now.
UPDATE "check_in_logs" l SET "acknowledged_at" = coalesce(l."response_time", l."check_in_time")
WHERE l."status" = 'Failed' AND l."acknowledged_at" IS NULL AND NOT EXISTS (
  SELECT 1 FROM "acorn_users" u
  WHERE u."user_id" = l."user_id" AND u."is_online" = 2 AND l."id" = (
    SELECT x."id" FROM "check_in_logs" x WHERE x."user_id" = l."user_id" AND x."status" = 'Failed'
    ORDER BY x."check_in_time" DESC, x."id" DESC LIMIT 1));
