ALTER TABLE "live_rooms" ADD COLUMN "previous_stream_key_hash" text;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD COLUMN "reconnect_grace_seconds" integer;