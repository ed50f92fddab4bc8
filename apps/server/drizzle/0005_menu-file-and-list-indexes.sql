DROP INDEX "menus_group_updated_idx";--> statement-breakpoint
DROP INDEX "public_events_group_updated_idx";--> statement-breakpoint
CREATE INDEX "menus_group_list_idx" ON "menus" USING btree ("group_id","last_updated" DESC NULLS FIRST,"menus_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "menus_list_idx" ON "menus" USING btree ("last_updated" DESC NULLS FIRST,"menus_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "public_events_group_list_idx" ON "public_events" USING btree ("group_id","last_updated" DESC NULLS FIRST,"public_event_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "public_events_list_idx" ON "public_events" USING btree ("last_updated" DESC NULLS FIRST,"public_event_id" DESC NULLS FIRST);--> statement-breakpoint
-- The spec names the field `file`; a rename keeps the rows (drizzle-kit asks this interactively).
ALTER TABLE "menus" RENAME COLUMN "file_name" TO "file";