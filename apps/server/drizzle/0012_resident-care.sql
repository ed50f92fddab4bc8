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
ALTER TABLE "check_in_logs" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "medical_notes" ADD CONSTRAINT "medical_notes_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_notes" ADD CONSTRAINT "medical_notes_updated_by_portal_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."portal_users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_notes" ADD CONSTRAINT "medical_notes_resident_fk" FOREIGN KEY ("user_id","group_id") REFERENCES "public"."acorn_users"("user_id","group_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "acorn_users_group_type_name_idx" ON "acorn_users" USING btree ("group_id","user_type","surname","firstname","user_id");--> statement-breakpoint
CREATE INDEX "acorn_users_type_name_idx" ON "acorn_users" USING btree ("user_type","surname","firstname","user_id");--> statement-breakpoint
CREATE INDEX "call_logs_open_request_user_idx" ON "call_logs" USING btree ("user_id") WHERE "call_logs"."status" = 'requested' and "call_logs"."acknowledged_at" is null;--> statement-breakpoint
CREATE INDEX "call_logs_open_request_group_idx" ON "call_logs" USING btree ("group_id","date" DESC NULLS FIRST) WHERE "call_logs"."status" = 'requested' and "call_logs"."acknowledged_at" is null;--> statement-breakpoint
CREATE INDEX "check_in_logs_missed_user_idx" ON "check_in_logs" USING btree ("user_id","check_in_time" DESC NULLS FIRST) WHERE "check_in_logs"."status" = 'Failed' and "check_in_logs"."acknowledged_at" is null;--> statement-breakpoint
CREATE INDEX "check_in_logs_missed_group_idx" ON "check_in_logs" USING btree ("group_id","check_in_time" DESC NULLS FIRST) WHERE "check_in_logs"."status" = 'Failed' and "check_in_logs"."acknowledged_at" is null;--> statement-breakpoint
CREATE INDEX "messages_user_id_idx" ON "messages" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "messages_unread_user_idx" ON "messages" USING btree ("user_id","id") WHERE "messages"."direction" = 'from_tablet' and "messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "messages_unread_group_idx" ON "messages" USING btree ("group_id","created_at" DESC NULLS FIRST) WHERE "messages"."direction" = 'from_tablet' and "messages"."read_at" is null;--> statement-breakpoint
-- Missed check-ins become Failed log rows that no one has opened (issue 17). Before this migration nothing was
-- ever acknowledged, so every old Failed row would suddenly show: only a resident's newest Failed row, and only
-- while the resident is still in the Failed state, stays to be seen, as the badge counted it until now.
UPDATE "check_in_logs" l SET "acknowledged_at" = coalesce(l."response_time", l."check_in_time")
WHERE l."status" = 'Failed' AND l."acknowledged_at" IS NULL AND NOT EXISTS (
  SELECT 1 FROM "acorn_users" u
  WHERE u."user_id" = l."user_id" AND u."is_online" = 2 AND l."id" = (
    SELECT x."id" FROM "check_in_logs" x WHERE x."user_id" = l."user_id" AND x."status" = 'Failed'
    ORDER BY x."check_in_time" DESC, x."id" DESC LIMIT 1));
