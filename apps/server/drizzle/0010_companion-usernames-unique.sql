-- A database made before this rule may hold the same username twice (in any case): every copy after the
-- first is renamed "<username>-<user_id>" so the index can be made and nobody is locked out unawares.
UPDATE "acorn_users" AS "u" SET "username" = "u"."username" || '-' || "u"."user_id"
WHERE "u"."username" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "acorn_users" AS "o"
  WHERE lower("o"."username") = lower("u"."username") AND "o"."user_id" < "u"."user_id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "acorn_users_username_lower_unique" ON "acorn_users" USING btree (lower("username"));
