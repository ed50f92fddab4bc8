DROP INDEX "portal_users_group_modified_idx";--> statement-breakpoint
DROP INDEX "maintenances_group_modified_idx";--> statement-breakpoint
DROP INDEX "acorn_customers_group_modified_idx";--> statement-breakpoint
DROP INDEX "acorn_devices_group_modified_idx";--> statement-breakpoint
DROP INDEX "acorn_orders_group_modified_idx";--> statement-breakpoint
DROP INDEX "acorn_parts_group_modified_idx";--> statement-breakpoint
DROP INDEX "acorn_renewals_group_modified_idx";--> statement-breakpoint
DROP INDEX "acorn_repairs_group_modified_idx";--> statement-breakpoint
DROP INDEX "acorn_suggested_apps_group_modified_idx";--> statement-breakpoint
CREATE INDEX "portal_users_group_list_idx" ON "portal_users" USING btree ("group_id","last_modified_date" DESC NULLS FIRST,"user_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "portal_users_list_idx" ON "portal_users" USING btree ("last_modified_date" DESC NULLS FIRST,"user_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "maintenances_group_list_idx" ON "maintenances" USING btree ("group_id","last_modified_date" DESC NULLS FIRST,"maintenance_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "maintenances_list_idx" ON "maintenances" USING btree ("last_modified_date" DESC NULLS FIRST,"maintenance_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "acorn_customers_group_list_idx" ON "acorn_customers" USING btree ("group_id","last_modified_date" DESC NULLS FIRST,"acorn_customer_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "acorn_customers_list_idx" ON "acorn_customers" USING btree ("last_modified_date" DESC NULLS FIRST,"acorn_customer_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "acorn_devices_group_list_idx" ON "acorn_devices" USING btree ("group_id","last_modified_date" DESC NULLS FIRST,"acorn_device_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "acorn_devices_list_idx" ON "acorn_devices" USING btree ("last_modified_date" DESC NULLS FIRST,"acorn_device_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "acorn_orders_group_list_idx" ON "acorn_orders" USING btree ("group_id","last_modified_date" DESC NULLS FIRST,"acorn_order_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "acorn_orders_list_idx" ON "acorn_orders" USING btree ("last_modified_date" DESC NULLS FIRST,"acorn_order_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "acorn_parts_group_list_idx" ON "acorn_parts" USING btree ("group_id","last_modified_date" DESC NULLS FIRST,"acorn_part_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "acorn_parts_list_idx" ON "acorn_parts" USING btree ("last_modified_date" DESC NULLS FIRST,"acorn_part_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "acorn_renewals_group_list_idx" ON "acorn_renewals" USING btree ("group_id","last_modified_date" DESC NULLS FIRST,"acorn_renewal_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "acorn_renewals_list_idx" ON "acorn_renewals" USING btree ("last_modified_date" DESC NULLS FIRST,"acorn_renewal_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "acorn_repairs_group_list_idx" ON "acorn_repairs" USING btree ("group_id","last_modified_date" DESC NULLS FIRST,"acorn_repair_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "acorn_repairs_list_idx" ON "acorn_repairs" USING btree ("last_modified_date" DESC NULLS FIRST,"acorn_repair_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "acorn_suggested_apps_group_list_idx" ON "acorn_suggested_apps" USING btree ("group_id","last_modified_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "acorn_suggested_apps_list_idx" ON "acorn_suggested_apps" USING btree ("last_modified_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);