-- The residents screen's search is a contains-search (first name, surname, full name, Acorn id, location),
-- which no btree serves: a trigram index does. pg_trgm ships with PostgreSQL (a trusted extension since 13:
-- a database owner may create it) and with PGlite, whose worker loads it (src/db/pglite-worker.mjs).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "acorn_users_search_trgm_idx" ON "acorn_users" USING gin ((coalesce("firstname", '') || ' ' || coalesce("surname", '') || chr(31) || coalesce("acorn_id", '') || chr(31) || coalesce("location", '')) gin_trgm_ops);--> statement-breakpoint
-- The bell's lists are ordered (time desc, id desc): with the id in their partial indexes a group's list
-- reads its 20 rows in order and stops, rather than the planner filtering the all-groups index by group.
DROP INDEX "call_logs_open_request_group_idx";--> statement-breakpoint
DROP INDEX "call_logs_open_request_time_idx";--> statement-breakpoint
DROP INDEX "check_in_logs_missed_group_idx";--> statement-breakpoint
DROP INDEX "check_in_logs_missed_time_idx";--> statement-breakpoint
DROP INDEX "messages_unread_group_idx";--> statement-breakpoint
DROP INDEX "messages_unread_time_idx";--> statement-breakpoint
CREATE INDEX "call_logs_open_request_group_idx" ON "call_logs" USING btree ("group_id","date" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "call_logs"."status" = 'requested' and "call_logs"."acknowledged_at" is null;--> statement-breakpoint
CREATE INDEX "call_logs_open_request_time_idx" ON "call_logs" USING btree ("date" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "call_logs"."status" = 'requested' and "call_logs"."acknowledged_at" is null;--> statement-breakpoint
CREATE INDEX "check_in_logs_missed_group_idx" ON "check_in_logs" USING btree ("group_id","check_in_time" DESC NULLS FIRST,"id" DESC NULLS FIRST,"user_id") WHERE "check_in_logs"."status" = 'Failed' and "check_in_logs"."acknowledged_at" is null;--> statement-breakpoint
CREATE INDEX "check_in_logs_missed_time_idx" ON "check_in_logs" USING btree ("check_in_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "check_in_logs"."status" = 'Failed' and "check_in_logs"."acknowledged_at" is null;--> statement-breakpoint
CREATE INDEX "messages_unread_group_idx" ON "messages" USING btree ("group_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "messages"."direction" = 'from_tablet' and "messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "messages_unread_time_idx" ON "messages" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "messages"."direction" = 'from_tablet' and "messages"."read_at" is null;