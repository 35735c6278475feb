ALTER TABLE "team_players" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "coach" text;--> statement-breakpoint
ALTER TABLE "team_players" ADD CONSTRAINT "team_players_id_unique" UNIQUE("id");