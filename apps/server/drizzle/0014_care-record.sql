CREATE TABLE "health_ranges" (
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"measure" text NOT NULL,
	"low" numeric(6, 1),
	"high" numeric(6, 1),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "health_ranges_user_id_measure_pk" PRIMARY KEY("user_id","measure"),
	CONSTRAINT "health_ranges_measure_check" CHECK ("health_ranges"."measure" in ('sys', 'dia', 'bpm', 'temperature', 'weight', 'oximeter', 'pain_level', 'barthel_score', 'frailty'))
);
--> statement-breakpoint
CREATE TABLE "maintenance_notes" (
	"note_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "maintenance_notes_note_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"maintenance_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"author" text
);
--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "units" text DEFAULT 'metric' NOT NULL;--> statement-breakpoint
ALTER TABLE "health_readings" ADD COLUMN "source" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "health_readings" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "health_readings" ADD COLUMN "recorded_by" text;--> statement-breakpoint
ALTER TABLE "health_readings" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "health_readings" ADD COLUMN "supersedes" bigint;--> statement-breakpoint
ALTER TABLE "health_readings" ADD COLUMN "correction_reason" text;--> statement-breakpoint
ALTER TABLE "public_event_attendances" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "public_event_attendances" ADD COLUMN "marked_by" integer;--> statement-breakpoint
ALTER TABLE "public_event_attendances" ADD COLUMN "marked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "public_event_attendances" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "public_event_attendances" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "public_event_attendances" ADD COLUMN "invite_command_id" bigint;--> statement-breakpoint
ALTER TABLE "maintenances" ADD COLUMN "recurrence" text;--> statement-breakpoint
ALTER TABLE "maintenances" ADD COLUMN "recurs_from" integer;--> statement-breakpoint
ALTER TABLE "health_ranges" ADD CONSTRAINT "health_ranges_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_ranges" ADD CONSTRAINT "health_ranges_updated_by_portal_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."portal_users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_ranges" ADD CONSTRAINT "health_ranges_resident_fk" FOREIGN KEY ("user_id","group_id") REFERENCES "public"."acorn_users"("user_id","group_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "maintenance_notes" ADD CONSTRAINT "maintenance_notes_maintenance_id_maintenances_maintenance_id_fk" FOREIGN KEY ("maintenance_id") REFERENCES "public"."maintenances"("maintenance_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_notes" ADD CONSTRAINT "maintenance_notes_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_notes" ADD CONSTRAINT "maintenance_notes_created_by_portal_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."portal_users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maintenance_notes_job_idx" ON "maintenance_notes" USING btree ("maintenance_id","created_at");--> statement-breakpoint
ALTER TABLE "health_readings" ADD CONSTRAINT "health_readings_supersedes_health_readings_id_fk" FOREIGN KEY ("supersedes") REFERENCES "public"."health_readings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_event_attendances" ADD CONSTRAINT "public_event_attendances_marked_by_portal_users_user_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."portal_users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_event_attendances" ADD CONSTRAINT "public_event_attendances_invite_command_id_commands_id_fk" FOREIGN KEY ("invite_command_id") REFERENCES "public"."commands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenances" ADD CONSTRAINT "maintenances_recurs_from_maintenances_maintenance_id_fk" FOREIGN KEY ("recurs_from") REFERENCES "public"."maintenances"("maintenance_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "health_readings_supersedes_unique" ON "health_readings" USING btree ("supersedes");--> statement-breakpoint
CREATE UNIQUE INDEX "maintenances_recurs_from_unique" ON "maintenances" USING btree ("recurs_from");--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_units_check" CHECK ("facilities"."units" in ('metric', 'imperial'));--> statement-breakpoint
ALTER TABLE "health_readings" ADD CONSTRAINT "health_readings_source_check" CHECK ("health_readings"."source" in ('staff', 'tablet'));--> statement-breakpoint
ALTER TABLE "public_event_attendances" ADD CONSTRAINT "public_event_attendances_status_check" CHECK ("public_event_attendances"."status" in ('attended', 'declined', 'absent'));--> statement-breakpoint
ALTER TABLE "public_event_attendances" ADD CONSTRAINT "public_event_attendances_answer_check" CHECK ("public_event_attendances"."answer" in ('going', 'not_going'));