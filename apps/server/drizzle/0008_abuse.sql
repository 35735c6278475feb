ALTER TABLE "chat_rooms" ADD COLUMN "trusted_when_busy" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_sanctions" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "chat_sanctions" ADD COLUMN "address_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "nickname_skeleton" text;--> statement-breakpoint
CREATE INDEX "users_nickname_skeleton_idx" ON "users" USING btree ("nickname_skeleton");