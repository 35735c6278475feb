ALTER TABLE "seasons" ADD COLUMN "source" text DEFAULT 'feed' NOT NULL;--> statement-breakpoint
-- Seasons stored before they had a source: the first match not the simulator's names it (an
-- import that landed in a simulated season makes it the import's: the simulator then prunes its
-- own matches from it at its next start); a season of simulated matches only is the simulator's.
UPDATE "seasons" SET "source" = coalesce(
  (SELECT CASE split_part("matches"."external_ref", ':', 1) WHEN 'openfootball' THEN 'openfootball' WHEN 'apif' THEN 'api-football' ELSE 'feed' END
     FROM "matches"
    WHERE "matches"."season_id" = "seasons"."id" AND ("matches"."external_ref" IS NULL OR "matches"."external_ref" NOT LIKE 'sim:%')
    ORDER BY "matches"."id" LIMIT 1),
  CASE WHEN EXISTS (SELECT 1 FROM "matches" WHERE "matches"."season_id" = "seasons"."id") THEN 'simulator' ELSE 'feed' END
);--> statement-breakpoint
-- The demo's Bodø/Glimt was "bod-glimt" while team codes dropped the letter ø.
UPDATE "teams" SET "code" = 'bodo-glimt' WHERE "code" = 'bod-glimt'
  AND NOT EXISTS (SELECT 1 FROM "teams" AS "other" WHERE "other"."sport_id" = "teams"."sport_id" AND "other"."code" = 'bodo-glimt');
