DROP INDEX "mandi_prices_item_district_date";--> statement-breakpoint
ALTER TABLE "mandi_items" ADD COLUMN "search_terms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "mandi_prices" ADD COLUMN "market" text;--> statement-breakpoint
ALTER TABLE "mandi_prices" ADD COLUMN "variety" text;--> statement-breakpoint
UPDATE "mandi_prices" p SET "market" = d."english_name", "variety" = 'Local' FROM "districts" d WHERE d."id" = p."district_id";--> statement-breakpoint
ALTER TABLE "mandi_prices" ALTER COLUMN "market" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "mandi_prices" ALTER COLUMN "variety" SET NOT NULL;--> statement-breakpoint
UPDATE "mandi_items" i SET "search_terms" = (SELECT array_agg(DISTINCT lower(n."name")) FROM "mandi_item_names" n WHERE n."item_id" = i."id") || (CASE i."slug"
  WHEN 'okra' THEN ARRAY['bhindi(ladies finger)']
  WHEN 'paddy' THEN ARRAY['paddy(dhan)(common)']
  WHEN 'jowar' THEN ARRAY['jowar(sorghum)']
  WHEN 'red-gram' THEN ARRAY['arhar (tur/red gram)(whole)']
  WHEN 'green-gram' THEN ARRAY['green gram (moong)(whole)']
  WHEN 'bengal-gram' THEN ARRAY['bengal gram(gram)(whole)']
  WHEN 'dry-chilli' THEN ARRAY['dry chillies']
  WHEN 'coriander-seed' THEN ARRAY['corriander seed']
  WHEN 'soybean' THEN ARRAY['soyabean']
  ELSE ARRAY[]::text[] END);--> statement-breakpoint
CREATE UNIQUE INDEX "mandi_prices_series_date" ON "mandi_prices" USING btree ("item_id","district_id","market","variety","quality","price_date");
