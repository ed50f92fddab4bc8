CREATE TABLE "reports" (
	"report_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reports_report_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'generating' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"content" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"created_by" integer,
	"author" text,
	CONSTRAINT "reports_progress_check" CHECK ("reports"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "tablet_job_rules" (
	"group_id" integer PRIMARY KEY NOT NULL,
	"offline_hours" integer,
	"battery_percent" integer,
	"storage_percent" integer,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tablet_job_rules_offline_check" CHECK ("tablet_job_rules"."offline_hours" between 1 and 720),
	CONSTRAINT "tablet_job_rules_battery_check" CHECK ("tablet_job_rules"."battery_percent" between 1 and 99),
	CONSTRAINT "tablet_job_rules_storage_check" CHECK ("tablet_job_rules"."storage_percent" between 1 and 99)
);
--> statement-breakpoint
ALTER TABLE "user_metrics" ADD COLUMN "battery_low_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "maintenances" ADD COLUMN "tablet_condition" text;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_created_by_portal_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."portal_users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tablet_job_rules" ADD CONSTRAINT "tablet_job_rules_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_group_created_idx" ON "reports" USING btree ("group_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "maintenances_open_tablet_condition_unique" ON "maintenances" USING btree ("user_id","tablet_condition") WHERE "maintenances"."tablet_condition" is not null and "maintenances"."status" <> 'Done';