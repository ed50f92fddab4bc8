CREATE TABLE "sign_in_failures" (
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"failures" integer NOT NULL,
	"locked_until" timestamp with time zone,
	"last_failed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_failures_user_id_source_pk" PRIMARY KEY("user_id","source")
);
--> statement-breakpoint
CREATE TABLE "sign_in_unlocks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_in_unlocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_unlocks_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "second_step" text;--> statement-breakpoint
ALTER TABLE "sign_in_challenges" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD CONSTRAINT "sign_in_failures_user_id_portal_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."portal_users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_unlocks" ADD CONSTRAINT "sign_in_unlocks_user_id_portal_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."portal_users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_failures_last_failed_idx" ON "sign_in_failures" USING btree ("last_failed_at");--> statement-breakpoint
CREATE INDEX "sign_in_unlocks_expires_idx" ON "sign_in_unlocks" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "portal_users" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "portal_users" DROP COLUMN "locked_until";