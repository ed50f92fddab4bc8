CREATE TABLE "shared_photos" (
	"photo_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shared_photos_photo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"uploaded_by" integer,
	"mime" text NOT NULL,
	"file_path" text,
	"thumbnail_path" text,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"caption" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"share_command_id" bigint,
	"shared_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"removed_by" integer
);
--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "title" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "family_links" ADD COLUMN "share_activities" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "family_links" ADD COLUMN "share_check_ins" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "family_links" ADD COLUMN "share_health" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "family_links" ADD COLUMN "share_calls" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "family_links" ADD COLUMN "linked_by" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "shared_photos" ADD CONSTRAINT "shared_photos_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_photos" ADD CONSTRAINT "shared_photos_uploaded_by_portal_users_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."portal_users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_photos" ADD CONSTRAINT "shared_photos_share_command_id_commands_id_fk" FOREIGN KEY ("share_command_id") REFERENCES "public"."commands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_photos" ADD CONSTRAINT "shared_photos_removed_by_portal_users_user_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."portal_users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_photos" ADD CONSTRAINT "shared_photos_resident_fk" FOREIGN KEY ("user_id","group_id") REFERENCES "public"."acorn_users"("user_id","group_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "shared_photos_user_created_idx" ON "shared_photos" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shared_photos_live_idx" ON "shared_photos" USING btree ("user_id") WHERE "shared_photos"."removed_at" is null;--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_linked_by_portal_users_user_id_fk" FOREIGN KEY ("linked_by") REFERENCES "public"."portal_users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_created_by_portal_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."portal_users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_user_start_idx" ON "appointments" USING btree ("user_id","start_time");