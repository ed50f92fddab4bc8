CREATE TABLE "row_counts" (
	"table_name" text NOT NULL,
	"group_id" integer NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "row_counts_table_name_group_id_pk" PRIMARY KEY("table_name","group_id")
);
--> statement-breakpoint
DROP INDEX "newspapers_group_modified_idx";--> statement-breakpoint
CREATE INDEX "newspapers_group_list_idx" ON "newspapers" USING btree ("group_id","last_modified_date" DESC NULLS FIRST,"newspaper_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "newspapers_list_idx" ON "newspapers" USING btree ("last_modified_date" DESC NULLS FIRST,"newspaper_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "newspapers_title_idx" ON "newspapers" USING btree (lower("title"));