CREATE TABLE "groups" (
	"group_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "groups_group_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text NOT NULL,
	"group_role_id" integer,
	"group_permissions" integer DEFAULT 0 NOT NULL,
	"enrolment_secret_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_reset_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "portal_users" (
	"user_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal_users_user_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text,
	"firstname" text NOT NULL,
	"surname" text NOT NULL,
	"mob_phone" text,
	"avatar" text,
	"group_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_assignments" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "role_assignments_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"role_id" integer PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "acorn_locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "acorn_locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location" text NOT NULL,
	CONSTRAINT "acorn_locations_location_unique" UNIQUE("location")
);
--> statement-breakpoint
CREATE TABLE "acorn_users" (
	"user_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "acorn_users_user_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_type" integer NOT NULL,
	"firstname" text,
	"surname" text,
	"email" text,
	"username" text,
	"password_hash" text,
	"mob_phone" text,
	"home_phone" text,
	"dob" timestamp with time zone,
	"street" text,
	"city" text,
	"county" text,
	"postalcode" text,
	"country" text,
	"avatar" text,
	"location" text,
	"device_token" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_online" integer DEFAULT 0 NOT NULL,
	"acorn_id" text,
	"verified" boolean DEFAULT false NOT NULL,
	"is_connected" boolean DEFAULT false NOT NULL,
	"last_seen" timestamp with time zone,
	"facility_id" integer,
	"group_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "acorn_users_user_group_unique" UNIQUE("user_id","group_id"),
	CONSTRAINT "acorn_users_user_type_check" CHECK ("acorn_users"."user_type" in (1, 2, 3)),
	CONSTRAINT "acorn_users_is_online_check" CHECK ("acorn_users"."is_online" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "facilities" (
	"facility_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "facilities_facility_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"street" text,
	"city" text,
	"county" text,
	"country" text,
	"group_id" integer NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_links" (
	"portal_user_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"relationship" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_links_portal_user_id_user_id_pk" PRIMARY KEY("portal_user_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "user_contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"contact_user_id" integer,
	"firstname" text,
	"surname" text,
	"email" text,
	"mob_phone" text,
	"avatar" text,
	"user_type" integer DEFAULT 4 NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_details" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"extra_accessories" text,
	"is_on_support" boolean DEFAULT false NOT NULL,
	"is_emergency" boolean DEFAULT false NOT NULL,
	"is_play_store" boolean DEFAULT false NOT NULL,
	"is_mobile_incoming_call" boolean DEFAULT false NOT NULL,
	"is_mobile_incoming_sms" boolean DEFAULT false NOT NULL,
	"is_mobile_outgoing_call" boolean DEFAULT false NOT NULL,
	"is_mobile_outgoing_sms" boolean DEFAULT false NOT NULL,
	"is_android_settings" boolean DEFAULT false NOT NULL,
	"is_acorn_files" boolean DEFAULT false NOT NULL,
	"is_acorn_reset" boolean DEFAULT false NOT NULL,
	"is_usb_access" boolean DEFAULT false NOT NULL,
	"is_suspended" boolean DEFAULT false NOT NULL,
	"suspend_status" text,
	"suspend_code" text,
	"is_call_suspended" boolean DEFAULT false NOT NULL,
	"call_suspend_status" text,
	"call_suspend_code" text,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_devices" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"sim_number" text,
	"sim_activation_date" date,
	"sim_renewal_date" date,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_metrics" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"last_sync" timestamp with time zone,
	"acorn_version" text,
	"battery" integer,
	"storage_total" bigint,
	"storage_free" bigint,
	"storage_used" bigint,
	"IMEI" text,
	"serial_number" text,
	"sim_number" text,
	"apps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "call_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_outgoing" boolean DEFAULT false NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"note" text,
	"status" text DEFAULT 'answered' NOT NULL,
	"acknowledged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "check_in_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "check_in_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"check_in_time" timestamp with time zone DEFAULT now() NOT NULL,
	"response_time" timestamp with time zone,
	"status" text DEFAULT 'Pending' NOT NULL,
	"command_id" bigint,
	"created_by" integer,
	CONSTRAINT "check_in_logs_status_check" CHECK ("check_in_logs"."status" in ('Pending', 'Done', 'Failed'))
);
--> statement-breakpoint
CREATE TABLE "health_readings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "health_readings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"sys" integer,
	"dia" integer,
	"bpm" integer,
	"temperature" numeric(4, 1),
	"weight" numeric(5, 1),
	"pain_level" integer,
	"barthel_score" integer,
	"frailty" integer,
	"oximeter" integer,
	"note" text,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "acorn_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "acorn_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" text NOT NULL,
	"release_date" date,
	"download_url" text,
	"notes" text,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "acorn_versions_version_unique" UNIQUE("version")
);
--> statement-breakpoint
CREATE TABLE "commands" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"action" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ttl_seconds" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"result" jsonb,
	"created_by" integer,
	CONSTRAINT "commands_state_check" CHECK ("commands"."state" in ('queued', 'sent', 'delivered', 'done', 'failed', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"direction" text NOT NULL,
	"body" text NOT NULL,
	"sender_user_id" integer,
	"sender_name" text,
	"command_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "messages_direction_check" CHECK ("messages"."direction" in ('to_tablet', 'from_tablet'))
);
--> statement-breakpoint
CREATE TABLE "local_contents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "local_contents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"url" text NOT NULL,
	"icon_url" text NOT NULL,
	"county" text DEFAULT 'All',
	"group_id" integer NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"menus_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menus_menus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text,
	"description" text,
	"file_name" text DEFAULT 'menu.pdf' NOT NULL,
	"file_path" text,
	"file_size" integer,
	"expire_date" date,
	"location" text,
	"group_id" integer NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newspapers" (
	"newspaper_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newspapers_newspaper_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text NOT NULL,
	"url" text NOT NULL,
	"icon_url" text NOT NULL,
	"county" text DEFAULT 'All',
	"group_id" integer NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "noticeboards" (
	"noticeboard_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "noticeboards_noticeboard_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text,
	"expire_date" date,
	"location" text,
	"group_id" integer NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_event_attendances" (
	"public_event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"attended" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_event_attendances_public_event_id_user_id_pk" PRIMARY KEY("public_event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "public_events" (
	"public_event_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "public_events_public_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"location" text NOT NULL,
	"description" text NOT NULL,
	"category" text,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"county" text DEFAULT 'All' NOT NULL,
	"available_spaces" integer,
	"facility_id" integer,
	"group_id" integer NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"appointment_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointments_appointment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"service" text NOT NULL,
	"title" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"location" text,
	"notes" text,
	"user_id" integer,
	"facility_id" integer,
	"group_id" integer NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenances" (
	"maintenance_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "maintenances_maintenance_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text,
	"description" text,
	"resident_name" text,
	"is_recurring" boolean DEFAULT false NOT NULL,
	"start_date" date,
	"notes" text,
	"cost" numeric(12, 2),
	"status" text DEFAULT 'Pending' NOT NULL,
	"priority" integer,
	"key_entry_permission" text,
	"photo_path" text,
	"user_id" integer,
	"facility_id" integer,
	"requested_by" integer,
	"group_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "acorn_customers" (
	"acorn_customer_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "acorn_customers_acorn_customer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_type" text,
	"organization_name" text,
	"contact_name" text,
	"email" text,
	"mob_number" text,
	"shipping_address" text,
	"notes" text,
	"group_id" integer NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "acorn_devices" (
	"acorn_device_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "acorn_devices_acorn_device_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_no" text,
	"group_name" text DEFAULT 'Acorn Group' NOT NULL,
	"acorn_id" text,
	"notes" text,
	"status" text DEFAULT 'Unassigned' NOT NULL,
	"subscription" boolean DEFAULT false NOT NULL,
	"sim_number" text DEFAULT 'WIFI' NOT NULL,
	"sim_pin" text,
	"sim_status" text DEFAULT 'Inactive' NOT NULL,
	"sim_activation_date" date,
	"sim_renewal_date" date,
	"purchase_date" date,
	"is_support" boolean DEFAULT true NOT NULL,
	"support_activation_date" date,
	"support_renewal_date" date,
	"acorn_version" text,
	"model" text,
	"last_sync" timestamp with time zone,
	"refurbished" boolean DEFAULT false NOT NULL,
	"serial_number" text NOT NULL,
	"IMEI" text,
	"owner_name" text,
	"group_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "acorn_orders" (
	"acorn_order_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "acorn_orders_acorn_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"organization_type" text,
	"organization_name" text,
	"contact_name" text,
	"mob_number" text,
	"is_shipped" boolean DEFAULT false NOT NULL,
	"priority" text DEFAULT 'Order' NOT NULL,
	"shipping_tracking" text,
	"shipping_date" date,
	"quote_qty" integer,
	"data_qty" integer,
	"wifi_qty" integer,
	"active_stylus_qty" integer,
	"po_number" text,
	"is_po_invoice_send" boolean DEFAULT false NOT NULL,
	"quote_qty_confirmed" boolean DEFAULT false NOT NULL,
	"is_delivery_before_payment" boolean DEFAULT false NOT NULL,
	"total_order_value" numeric(12, 2),
	"is_paid" boolean DEFAULT false NOT NULL,
	"amount_paid" numeric(12, 2),
	"shipping_address" text,
	"order_date" date,
	"county" text,
	"order_qty_shipped" integer,
	"status" text,
	"invoice_url" text,
	"group_id" integer NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "acorn_parts" (
	"acorn_part_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "acorn_parts_acorn_part_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tablet" integer DEFAULT 0 NOT NULL,
	"cover" integer DEFAULT 0 NOT NULL,
	"active_stylus" integer DEFAULT 0 NOT NULL,
	"stylus" integer DEFAULT 0 NOT NULL,
	"charger" integer DEFAULT 0 NOT NULL,
	"stand" integer DEFAULT 0 NOT NULL,
	"usb_cable" integer DEFAULT 0 NOT NULL,
	"brochure" integer DEFAULT 0 NOT NULL,
	"qsg" integer DEFAULT 0 NOT NULL,
	"screen_protector" integer DEFAULT 0 NOT NULL,
	"inside_sticker" integer DEFAULT 0 NOT NULL,
	"tablet_front_cover_sticker" integer DEFAULT 0 NOT NULL,
	"tablet_back_sticker" integer DEFAULT 0 NOT NULL,
	"box_front_cover_sticker" integer DEFAULT 0 NOT NULL,
	"box_back_cover_sticker" integer DEFAULT 0 NOT NULL,
	"box_seal_sticker" integer DEFAULT 0 NOT NULL,
	"shipping_label" integer DEFAULT 0 NOT NULL,
	"shipping_bag" integer DEFAULT 0 NOT NULL,
	"comments" text,
	"group_id" integer NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "acorn_renewals" (
	"acorn_renewal_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "acorn_renewals_acorn_renewal_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"acorn_id" text,
	"order_no" text,
	"organization_type" text,
	"organization_name" text,
	"renewal_order_no" text,
	"owner_name" text,
	"billing_name" text,
	"billing_email" text,
	"sim_number" text,
	"contract_start_date" date,
	"contract_renewal_date" date,
	"is_reminder" boolean DEFAULT false NOT NULL,
	"reminder_date" date,
	"is_sim_deactivated" boolean DEFAULT false NOT NULL,
	"sim_deactivated_date" date,
	"is_software_deactivated" boolean DEFAULT false NOT NULL,
	"software_deactivated_date" date,
	"notes" text,
	"group_id" integer NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "acorn_repairs" (
	"acorn_repair_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "acorn_repairs_acorn_repair_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_no" text,
	"acorn_id" text,
	"warranty" boolean DEFAULT false NOT NULL,
	"contact_name" text,
	"mob_number" text,
	"problem_description" text,
	"problem_resolution" text,
	"date_of_call" date,
	"repair_status" text DEFAULT 'Not Started' NOT NULL,
	"cost" numeric(12, 2),
	"paid" boolean DEFAULT false NOT NULL,
	"shipping_address" text,
	"shipping_date" date,
	"original_packaging" boolean DEFAULT false NOT NULL,
	"group_id" integer NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "acorn_suggested_apps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "acorn_suggested_apps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category" text NOT NULL,
	"img_url" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"app_package" text NOT NULL,
	"group_id" integer NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" integer,
	"actor_email" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"group_id" integer,
	"resident_id" integer,
	"changes" jsonb,
	"ip" text
);
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_portal_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."portal_users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_users" ADD CONSTRAINT "portal_users_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_assignments" ADD CONSTRAINT "role_assignments_user_id_portal_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."portal_users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_assignments" ADD CONSTRAINT "role_assignments_role_id_roles_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("role_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_assignments" ADD CONSTRAINT "role_assignments_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_portal_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."portal_users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acorn_users" ADD CONSTRAINT "acorn_users_facility_id_facilities_facility_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("facility_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acorn_users" ADD CONSTRAINT "acorn_users_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_portal_user_id_portal_users_user_id_fk" FOREIGN KEY ("portal_user_id") REFERENCES "public"."portal_users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_resident_fk" FOREIGN KEY ("user_id","group_id") REFERENCES "public"."acorn_users"("user_id","group_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "user_contacts" ADD CONSTRAINT "user_contacts_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_contacts" ADD CONSTRAINT "user_contacts_contact_user_id_acorn_users_user_id_fk" FOREIGN KEY ("contact_user_id") REFERENCES "public"."acorn_users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_contacts" ADD CONSTRAINT "user_contacts_resident_fk" FOREIGN KEY ("user_id","group_id") REFERENCES "public"."acorn_users"("user_id","group_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "user_details" ADD CONSTRAINT "user_details_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_details" ADD CONSTRAINT "user_details_resident_fk" FOREIGN KEY ("user_id","group_id") REFERENCES "public"."acorn_users"("user_id","group_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "user_devices" ADD CONSTRAINT "user_devices_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_devices" ADD CONSTRAINT "user_devices_resident_fk" FOREIGN KEY ("user_id","group_id") REFERENCES "public"."acorn_users"("user_id","group_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "user_metrics" ADD CONSTRAINT "user_metrics_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_metrics" ADD CONSTRAINT "user_metrics_resident_fk" FOREIGN KEY ("user_id","group_id") REFERENCES "public"."acorn_users"("user_id","group_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "call_logs" ADD CONSTRAINT "call_logs_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_logs" ADD CONSTRAINT "call_logs_resident_fk" FOREIGN KEY ("user_id","group_id") REFERENCES "public"."acorn_users"("user_id","group_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "check_in_logs" ADD CONSTRAINT "check_in_logs_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_logs" ADD CONSTRAINT "check_in_logs_command_id_commands_id_fk" FOREIGN KEY ("command_id") REFERENCES "public"."commands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_logs" ADD CONSTRAINT "check_in_logs_created_by_portal_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."portal_users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_logs" ADD CONSTRAINT "check_in_logs_resident_fk" FOREIGN KEY ("user_id","group_id") REFERENCES "public"."acorn_users"("user_id","group_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "health_readings" ADD CONSTRAINT "health_readings_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_readings" ADD CONSTRAINT "health_readings_created_by_portal_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."portal_users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_readings" ADD CONSTRAINT "health_readings_resident_fk" FOREIGN KEY ("user_id","group_id") REFERENCES "public"."acorn_users"("user_id","group_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "commands" ADD CONSTRAINT "commands_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commands" ADD CONSTRAINT "commands_created_by_portal_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."portal_users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_user_id_portal_users_user_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."portal_users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_command_id_commands_id_fk" FOREIGN KEY ("command_id") REFERENCES "public"."commands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_resident_fk" FOREIGN KEY ("user_id","group_id") REFERENCES "public"."acorn_users"("user_id","group_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "local_contents" ADD CONSTRAINT "local_contents_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newspapers" ADD CONSTRAINT "newspapers_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "noticeboards" ADD CONSTRAINT "noticeboards_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_event_attendances" ADD CONSTRAINT "public_event_attendances_public_event_id_public_events_public_event_id_fk" FOREIGN KEY ("public_event_id") REFERENCES "public"."public_events"("public_event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_event_attendances" ADD CONSTRAINT "public_event_attendances_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_event_attendances" ADD CONSTRAINT "public_event_attendances_resident_fk" FOREIGN KEY ("user_id","group_id") REFERENCES "public"."acorn_users"("user_id","group_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "public_events" ADD CONSTRAINT "public_events_facility_id_facilities_facility_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("facility_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_events" ADD CONSTRAINT "public_events_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_id_acorn_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."acorn_users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_facility_id_facilities_facility_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("facility_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenances" ADD CONSTRAINT "maintenances_user_id_acorn_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."acorn_users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenances" ADD CONSTRAINT "maintenances_facility_id_facilities_facility_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("facility_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenances" ADD CONSTRAINT "maintenances_requested_by_portal_users_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."portal_users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenances" ADD CONSTRAINT "maintenances_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acorn_customers" ADD CONSTRAINT "acorn_customers_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acorn_devices" ADD CONSTRAINT "acorn_devices_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acorn_orders" ADD CONSTRAINT "acorn_orders_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acorn_parts" ADD CONSTRAINT "acorn_parts_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acorn_renewals" ADD CONSTRAINT "acorn_renewals_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acorn_repairs" ADD CONSTRAINT "acorn_repairs_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acorn_suggested_apps" ADD CONSTRAINT "acorn_suggested_apps_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "groups_title_unique" ON "groups" USING btree ("title");--> statement-breakpoint
CREATE INDEX "groups_last_modified_idx" ON "groups" USING btree ("last_modified_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_users_email_lower_unique" ON "portal_users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "portal_users_group_modified_idx" ON "portal_users" USING btree ("group_id","last_modified_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "role_assignments_group_idx" ON "role_assignments" USING btree ("group_id","role_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "acorn_users_group_type_idx" ON "acorn_users" USING btree ("group_id","user_type");--> statement-breakpoint
CREATE INDEX "acorn_users_group_modified_idx" ON "acorn_users" USING btree ("group_id","last_modified_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "acorn_users_facility_idx" ON "acorn_users" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "acorn_users_acorn_id_idx" ON "acorn_users" USING btree ("acorn_id");--> statement-breakpoint
CREATE UNIQUE INDEX "facilities_group_name_unique" ON "facilities" USING btree ("group_id","name");--> statement-breakpoint
CREATE INDEX "facilities_group_modified_idx" ON "facilities" USING btree ("group_id","last_modified_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "family_links_user_idx" ON "family_links" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_contacts_user_idx" ON "user_contacts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_contacts_contact_user_idx" ON "user_contacts" USING btree ("contact_user_id");--> statement-breakpoint
CREATE INDEX "user_contacts_group_modified_idx" ON "user_contacts" USING btree ("group_id","last_modified_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "call_logs_user_date_idx" ON "call_logs" USING btree ("user_id","date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "call_logs_group_date_idx" ON "call_logs" USING btree ("group_id","date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "check_in_logs_user_time_idx" ON "check_in_logs" USING btree ("user_id","check_in_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "check_in_logs_group_time_idx" ON "check_in_logs" USING btree ("group_id","check_in_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "health_readings_user_time_idx" ON "health_readings" USING btree ("user_id","timestamp" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "commands_user_state_idx" ON "commands" USING btree ("user_id","state");--> statement-breakpoint
CREATE INDEX "commands_group_created_idx" ON "commands" USING btree ("group_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "commands_pending_expiry_idx" ON "commands" USING btree ("expires_at") WHERE "commands"."state" in ('queued', 'sent');--> statement-breakpoint
CREATE INDEX "messages_user_created_idx" ON "messages" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "messages_group_created_idx" ON "messages" USING btree ("group_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "local_contents_group_modified_idx" ON "local_contents" USING btree ("group_id","last_modified_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "menus_group_updated_idx" ON "menus" USING btree ("group_id","last_updated" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "newspapers_group_modified_idx" ON "newspapers" USING btree ("group_id","last_modified_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "noticeboards_group_updated_idx" ON "noticeboards" USING btree ("group_id","last_updated" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "public_event_attendances_user_idx" ON "public_event_attendances" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "public_events_group_updated_idx" ON "public_events" USING btree ("group_id","last_updated" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "public_events_group_start_idx" ON "public_events" USING btree ("group_id","start_time");--> statement-breakpoint
CREATE INDEX "appointments_group_modified_idx" ON "appointments" USING btree ("group_id","last_modified_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "appointments_group_start_idx" ON "appointments" USING btree ("group_id","start_time");--> statement-breakpoint
CREATE INDEX "maintenances_group_modified_idx" ON "maintenances" USING btree ("group_id","last_modified_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "maintenances_group_start_idx" ON "maintenances" USING btree ("group_id","start_date");--> statement-breakpoint
CREATE INDEX "maintenances_user_idx" ON "maintenances" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "acorn_customers_group_modified_idx" ON "acorn_customers" USING btree ("group_id","last_modified_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "acorn_devices_group_modified_idx" ON "acorn_devices" USING btree ("group_id","last_modified_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "acorn_devices_serial_number_idx" ON "acorn_devices" USING btree ("serial_number");--> statement-breakpoint
CREATE INDEX "acorn_devices_acorn_id_idx" ON "acorn_devices" USING btree ("acorn_id");--> statement-breakpoint
CREATE INDEX "acorn_devices_order_no_idx" ON "acorn_devices" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "acorn_orders_group_modified_idx" ON "acorn_orders" USING btree ("group_id","last_modified_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "acorn_orders_order_no_idx" ON "acorn_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "acorn_parts_group_modified_idx" ON "acorn_parts" USING btree ("group_id","last_modified_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "acorn_renewals_group_modified_idx" ON "acorn_renewals" USING btree ("group_id","last_modified_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "acorn_repairs_group_modified_idx" ON "acorn_repairs" USING btree ("group_id","last_modified_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "acorn_suggested_apps_group_modified_idx" ON "acorn_suggested_apps" USING btree ("group_id","last_modified_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");