CREATE TABLE "match_player_stats" (
	"match_id" integer NOT NULL,
	"side" text NOT NULL,
	"name" text NOT NULL,
	"number" smallint,
	"starter" boolean DEFAULT false NOT NULL,
	"minutes" smallint DEFAULT 0 NOT NULL,
	"points" smallint DEFAULT 0 NOT NULL,
	"fgm" smallint DEFAULT 0 NOT NULL,
	"fga" smallint DEFAULT 0 NOT NULL,
	"tpm" smallint DEFAULT 0 NOT NULL,
	"tpa" smallint DEFAULT 0 NOT NULL,
	"ftm" smallint DEFAULT 0 NOT NULL,
	"fta" smallint DEFAULT 0 NOT NULL,
	"rebounds" smallint DEFAULT 0 NOT NULL,
	"assists" smallint DEFAULT 0 NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "match_player_stats_match_id_side_name_pk" PRIMARY KEY("match_id","side","name")
);
--> statement-breakpoint
CREATE TABLE "team_players" (
	"team_id" integer NOT NULL,
	"name" text NOT NULL,
	"number" smallint,
	"position" text,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "team_players_team_id_name_pk" PRIMARY KEY("team_id","name")
);
--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "colors" jsonb;--> statement-breakpoint
ALTER TABLE "match_player_stats" ADD CONSTRAINT "match_player_stats_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_players" ADD CONSTRAINT "team_players_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;