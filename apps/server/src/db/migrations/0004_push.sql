CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"language_id" uuid NOT NULL,
	"state_id" uuid NOT NULL,
	"district_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_edition_unique" UNIQUE NULLS NOT DISTINCT("endpoint","language_id","state_id","district_id")
);
--> statement-breakpoint
CREATE TABLE "story_pushes" (
	"news_id" uuid PRIMARY KEY NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"delivered" integer DEFAULT 0 NOT NULL,
	"removed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_pushes" ADD CONSTRAINT "story_pushes_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_district_idx" ON "push_subscriptions" USING btree ("language_id","district_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_state_idx" ON "push_subscriptions" USING btree ("language_id","state_id") WHERE "push_subscriptions"."district_id" is null;--> statement-breakpoint
CREATE INDEX "story_pushes_due_idx" ON "story_pushes" USING btree ("send_at") WHERE "story_pushes"."started_at" is null;