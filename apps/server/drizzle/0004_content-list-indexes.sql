DROP INDEX "local_contents_group_modified_idx";--> statement-breakpoint
DROP INDEX "noticeboards_group_updated_idx";--> statement-breakpoint
CREATE INDEX "local_contents_group_list_idx" ON "local_contents" USING btree ("group_id","last_modified_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "local_contents_list_idx" ON "local_contents" USING btree ("last_modified_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "noticeboards_group_list_idx" ON "noticeboards" USING btree ("group_id","last_updated" DESC NULLS FIRST,"noticeboard_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "noticeboards_list_idx" ON "noticeboards" USING btree ("last_updated" DESC NULLS FIRST,"noticeboard_id" DESC NULLS FIRST);