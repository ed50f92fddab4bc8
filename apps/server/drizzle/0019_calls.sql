CREATE TABLE "calls" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"direction" text NOT NULL,
	"portal_user_id" integer,
	"portal_user_name" text,
	"state" text DEFAULT 'ringing' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rings_until" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"duration" integer,
	"call_log_id" bigint,
	CONSTRAINT "calls_state_check" CHECK ("calls"."state" in ('ringing', 'answered', 'ended')),
	CONSTRAINT "calls_direction_check" CHECK ("calls"."direction" in ('outgoing', 'incoming')),
	CONSTRAINT "calls_end_reason_check" CHECK ("calls"."end_reason" in ('hangup', 'missed', 'declined', 'busy', 'cancelled', 'taken', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_portal_user_id_portal_users_user_id_fk" FOREIGN KEY ("portal_user_id") REFERENCES "public"."portal_users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_call_log_id_call_logs_id_fk" FOREIGN KEY ("call_log_id") REFERENCES "public"."call_logs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_resident_fk" FOREIGN KEY ("user_id","group_id") REFERENCES "public"."acorn_users"("user_id","group_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "calls_one_live_per_resident" ON "calls" USING btree ("user_id") WHERE "calls"."state" in ('ringing', 'answered');--> statement-breakpoint
CREATE INDEX "calls_ringing_until_idx" ON "calls" USING btree ("rings_until") WHERE "calls"."state" = 'ringing';--> statement-breakpoint
CREATE INDEX "calls_user_created_idx" ON "calls" USING btree ("user_id","created_at" DESC NULLS FIRST);