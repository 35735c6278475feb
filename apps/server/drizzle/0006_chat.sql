CREATE TABLE "chat_blocked_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"room_id" integer NOT NULL,
	"term" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room_kind" text NOT NULL,
	"room_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"text" text NOT NULL,
	"nickname" text NOT NULL,
	"avatar" text,
	"color" text NOT NULL,
	"badge" text,
	"created_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" integer
);
--> statement-breakpoint
CREATE TABLE "chat_moderation_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_kind" text NOT NULL,
	"room_id" integer NOT NULL,
	"actor_id" integer,
	"target_id" integer,
	"action" text NOT NULL,
	"detail" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_moderators" (
	"room_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"appointed_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_moderators_room_id_user_id_pk" PRIMARY KEY("room_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_rooms" (
	"room_kind" text NOT NULL,
	"room_id" integer NOT NULL,
	"slow_seconds" smallint DEFAULT 0 NOT NULL,
	"followers_only" integer,
	"established_only" integer,
	"emote_only" boolean DEFAULT false NOT NULL,
	"links_allowed" boolean DEFAULT false NOT NULL,
	"match_finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_rooms_room_kind_room_id_pk" PRIMARY KEY("room_kind","room_id")
);
--> statement-breakpoint
CREATE TABLE "chat_sanctions" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_kind" text NOT NULL,
	"room_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"client_ids" jsonb NOT NULL,
	"reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"lifted_at" timestamp with time zone,
	"lifted_by" integer
);
--> statement-breakpoint
ALTER TABLE "chat_blocked_terms" ADD CONSTRAINT "chat_blocked_terms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_moderation_log" ADD CONSTRAINT "chat_moderation_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_moderation_log" ADD CONSTRAINT "chat_moderation_log_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_moderators" ADD CONSTRAINT "chat_moderators_room_id_live_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."live_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_moderators" ADD CONSTRAINT "chat_moderators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_moderators" ADD CONSTRAINT "chat_moderators_appointed_by_users_id_fk" FOREIGN KEY ("appointed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sanctions" ADD CONSTRAINT "chat_sanctions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sanctions" ADD CONSTRAINT "chat_sanctions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sanctions" ADD CONSTRAINT "chat_sanctions_lifted_by_users_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_blocked_terms_term_idx" ON "chat_blocked_terms" USING btree ("scope","room_id","term");--> statement-breakpoint
CREATE INDEX "chat_messages_room_idx" ON "chat_messages" USING btree ("room_kind","room_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_user_idx" ON "chat_messages" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_client_idx" ON "chat_messages" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "chat_moderation_log_room_idx" ON "chat_moderation_log" USING btree ("room_kind","room_id","id");--> statement-breakpoint
CREATE INDEX "chat_moderators_user_idx" ON "chat_moderators" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chat_sanctions_room_idx" ON "chat_sanctions" USING btree ("room_kind","room_id","user_id");--> statement-breakpoint
CREATE INDEX "chat_sanctions_active_idx" ON "chat_sanctions" USING btree ("lifted_at","expires_at");