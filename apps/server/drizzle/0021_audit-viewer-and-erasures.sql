CREATE TABLE "resident_erasures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resident_erasures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"erased_at" timestamp with time zone NOT NULL,
	"audit_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "resident_erasures_user_idx" ON "resident_erasures" USING btree ("user_id","audit_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_resident_idx" ON "audit_log" USING btree ("resident_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","id");--> statement-breakpoint
-- A record of erasures is itself evidence: the database refuses to change or remove one, as it does an
-- audit row (0001); the refusal now names its table.
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "resident_erasures_no_update_or_delete" BEFORE UPDATE OR DELETE ON "resident_erasures"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "resident_erasures_no_truncate" BEFORE TRUNCATE ON "resident_erasures"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
