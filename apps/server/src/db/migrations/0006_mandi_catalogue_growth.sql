CREATE TABLE "mandi_fetch_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"price_date" date NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"records" integer DEFAULT 0 NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"failed_pages" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "mandi_series" (
	"district_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"market" text NOT NULL,
	"variety" text NOT NULL,
	"quality" text NOT NULL,
	"latest_date" date NOT NULL,
	CONSTRAINT "mandi_series_district_id_item_id_market_variety_quality_pk" PRIMARY KEY("district_id","item_id","market","variety","quality")
);
--> statement-breakpoint
ALTER TABLE "mandi_item_names" ADD COLUMN "untranslated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mandi_series" ADD CONSTRAINT "mandi_series_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandi_series" ADD CONSTRAINT "mandi_series_item_id_mandi_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."mandi_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mandi_fetch_runs_started_idx" ON "mandi_fetch_runs" USING btree ("started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mandi_series_item_idx" ON "mandi_series" USING btree ("item_id");--> statement-breakpoint
INSERT INTO "mandi_series" ("district_id", "item_id", "market", "variety", "quality", "latest_date")
SELECT "district_id", "item_id", "market", "variety", "quality", max("price_date") FROM "mandi_prices"
GROUP BY "district_id", "item_id", "market", "variety", "quality";--> statement-breakpoint
CREATE FUNCTION "mandi_series_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "mandi_series" ("district_id", "item_id", "market", "variety", "quality", "latest_date")
  SELECT "district_id", "item_id", "market", "variety", "quality", max("price_date") FROM "new_prices"
  GROUP BY "district_id", "item_id", "market", "variety", "quality"
  ON CONFLICT ("district_id", "item_id", "market", "variety", "quality")
  DO UPDATE SET "latest_date" = greatest("mandi_series"."latest_date", excluded."latest_date");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "mandi_prices_series" AFTER INSERT ON "mandi_prices"
REFERENCING NEW TABLE AS "new_prices" FOR EACH STATEMENT EXECUTE FUNCTION "mandi_series_track"();
