-- The yes/no `attended` becomes a status (attended, declined, absent) beside the resident's own answer.
UPDATE "public_event_attendances" SET "status" = CASE WHEN "attended" THEN 'attended' ELSE 'absent' END;--> statement-breakpoint
ALTER TABLE "public_event_attendances" DROP COLUMN "attended";