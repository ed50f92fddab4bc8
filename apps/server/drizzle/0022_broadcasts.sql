CREATE TABLE "broadcasts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "broadcasts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"action" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ttl_seconds" integer NOT NULL,
	"targets" jsonb NOT NULL,
	"published_groups" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"actor_email" text NOT NULL,
	"actor_ip" text NOT NULL,
	"materialised_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "commands" ADD COLUMN "broadcast_id" bigint;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_created_by_portal_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."portal_users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcasts_unmaterialised_idx" ON "broadcasts" USING btree ("id") WHERE "broadcasts"."materialised_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "commands_broadcast_user_idx" ON "commands" USING btree ("broadcast_id","user_id") WHERE "commands"."broadcast_id" is not null;