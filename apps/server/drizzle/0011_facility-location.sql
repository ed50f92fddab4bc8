ALTER TABLE "facilities" ADD COLUMN "latitude" numeric(8, 6);--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "longitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "time_zone" text DEFAULT 'America/Toronto' NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_latitude_check" CHECK ("facilities"."latitude" between -90 and 90);--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_longitude_check" CHECK ("facilities"."longitude" between -180 and 180);--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_position_check" CHECK (("facilities"."latitude" is null) = ("facilities"."longitude" is null));