-- The business address in the parts the postcode search answers. The free-text address typed so far
-- becomes the road address; a postcode that is not five digits is dropped rather than shown wrong.
ALTER TABLE "partners" RENAME COLUMN "address" TO "road_address";--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "jibun_address" text;--> statement-breakpoint
UPDATE "partners" SET "postcode" = NULL WHERE "postcode" IS NOT NULL AND "postcode" !~ '^[0-9]{5}$';--> statement-breakpoint
UPDATE "partners" SET "road_address" = NULLIF(btrim("road_address"), '');
