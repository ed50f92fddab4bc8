CREATE TABLE "tablet_credentials" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tablet_credentials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"username" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_connected_at" timestamp with time zone,
	"fcm_token" text
);
--> statement-breakpoint
ALTER TABLE "tablet_credentials" ADD CONSTRAINT "tablet_credentials_user_id_acorn_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."acorn_users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tablet_credentials" ADD CONSTRAINT "tablet_credentials_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tablet_credentials_live_username_unique" ON "tablet_credentials" USING btree ("username") WHERE "tablet_credentials"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "tablet_credentials_user_idx" ON "tablet_credentials" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "commands" DROP COLUMN "result";