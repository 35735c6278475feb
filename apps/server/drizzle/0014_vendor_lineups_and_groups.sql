CREATE TABLE "match_lineups" (
	"match_id" integer NOT NULL,
	"side" text NOT NULL,
	"formation" text,
	"coach" text,
	"players" jsonb NOT NULL,
	CONSTRAINT "match_lineups_match_id_side_pk" PRIMARY KEY("match_id","side")
);
--> statement-breakpoint
CREATE TABLE "season_groups" (
	"season_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "season_groups_season_id_team_id_pk" PRIMARY KEY("season_id","team_id")
);
--> statement-breakpoint
ALTER TABLE "team_players" ADD COLUMN "external_ref" text;--> statement-breakpoint
ALTER TABLE "match_lineups" ADD CONSTRAINT "match_lineups_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_groups" ADD CONSTRAINT "season_groups_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_groups" ADD CONSTRAINT "season_groups_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_players_team_external_idx" ON "team_players" USING btree ("team_id","external_ref");