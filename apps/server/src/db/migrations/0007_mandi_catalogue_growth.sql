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
ALTER TABLE "mandi_item_names" ADD COLUMN "untranslated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "mandi_fetch_runs_started_idx" ON "mandi_fetch_runs" USING btree ("started_at" DESC NULLS LAST);