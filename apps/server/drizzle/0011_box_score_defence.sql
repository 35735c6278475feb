ALTER TABLE "match_player_stats" ADD COLUMN "steals" smallint;--> statement-breakpoint
ALTER TABLE "match_player_stats" ADD COLUMN "blocks" smallint;--> statement-breakpoint
ALTER TABLE "match_player_stats" ADD COLUMN "turnovers" smallint;--> statement-breakpoint
ALTER TABLE "match_player_stats" ADD COLUMN "fouls" smallint;--> statement-breakpoint
ALTER TABLE "match_player_stats" ADD COLUMN "plus_minus" smallint;