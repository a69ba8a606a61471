CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"icon" text NOT NULL,
	"color" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "category_names" (
	"category_id" uuid NOT NULL,
	"language_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "category_names_category_id_language_id_pk" PRIMARY KEY("category_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"news_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"parent_id" uuid,
	"content" text NOT NULL,
	"is_approved" boolean DEFAULT true NOT NULL,
	"is_edited" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "district_names" (
	"district_id" uuid NOT NULL,
	"language_id" uuid NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "district_names_district_id_language_id_pk" PRIMARY KEY("district_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state_id" uuid NOT NULL,
	"code" text NOT NULL,
	"english_name" text NOT NULL,
	"search_terms" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "districts_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "e_newspaper_articles" (
	"e_newspaper_id" uuid NOT NULL,
	"news_id" uuid NOT NULL,
	"page" smallint NOT NULL,
	CONSTRAINT "e_newspaper_articles_e_newspaper_id_news_id_pk" PRIMARY KEY("e_newspaper_id","news_id")
);
--> statement-breakpoint
CREATE TABLE "e_newspapers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"language_id" uuid NOT NULL,
	"edition_date" date NOT NULL,
	"type" text DEFAULT 'paper' NOT NULL,
	"pdf_path" text NOT NULL,
	"thumbnail" text,
	"page_count" integer NOT NULL,
	"file_size" integer NOT NULL,
	"added_by" text DEFAULT 'e-paper builder' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"rating" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"english_name" text NOT NULL,
	"icon" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "languages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"news_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "likes_news_id_user_id_pk" PRIMARY KEY("news_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "mandi_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"icon" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mandi_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "mandi_category_names" (
	"category_id" uuid NOT NULL,
	"language_id" uuid NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "mandi_category_names_category_id_language_id_pk" PRIMARY KEY("category_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "mandi_item_names" (
	"item_id" uuid NOT NULL,
	"language_id" uuid NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "mandi_item_names_item_id_language_id_pk" PRIMARY KEY("item_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "mandi_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"icon" text NOT NULL,
	"unit" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mandi_items_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "mandi_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"district_id" uuid NOT NULL,
	"price_date" date NOT NULL,
	"min_price" integer NOT NULL,
	"max_price" integer NOT NULL,
	"modal_price" integer NOT NULL,
	"quality" text DEFAULT 'FAQ' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mandi_prices_order" CHECK ("mandi_prices"."min_price" >= 0 and "mandi_prices"."min_price" <= "mandi_prices"."modal_price" and "mandi_prices"."modal_price" <= "mandi_prices"."max_price")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"language_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"state_id" uuid,
	"district_id" uuid,
	"author_id" uuid,
	"editor_id" uuid,
	"author_name" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"excerpt" text NOT NULL,
	"short_content" text NOT NULL,
	"long_content" text NOT NULL,
	"body_text" text NOT NULL,
	"source_url" text,
	"source" text,
	"video_url" text,
	"seo_meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"type" text DEFAULT 'news' NOT NULL,
	"priority" smallint DEFAULT 0 NOT NULL,
	"is_breaking" boolean DEFAULT false NOT NULL,
	"is_sticky" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"unique_view_count" integer DEFAULT 0 NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"dislike_count" integer DEFAULT 0 NOT NULL,
	"share_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"scheduled_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, title || ' ' || excerpt || ' ' || short_content || ' ' || body_text)) STORED,
	CONSTRAINT "news_counts_not_negative" CHECK ("news"."like_count" >= 0 and "news"."comment_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "news_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"news_id" uuid NOT NULL,
	"media_url" text NOT NULL,
	"media_type" text DEFAULT 'image' NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"width" integer,
	"height" integer,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"language_code" text DEFAULT 'en' NOT NULL,
	"confirm_token_hash" text,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"news_id" uuid NOT NULL,
	"user_id" uuid,
	"reason" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role" text NOT NULL,
	"role_type" text NOT NULL,
	"description" text NOT NULL,
	"self_assignable" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_role_unique" UNIQUE("role")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "state_names" (
	"state_id" uuid NOT NULL,
	"language_id" uuid NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "state_names_state_id_language_id_pk" PRIMARY KEY("state_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"english_name" text NOT NULL,
	"search_terms" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "states_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"password_hash" text,
	"role_id" uuid NOT NULL,
	"gender" text,
	"dob" date,
	"status" text DEFAULT 'active' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"profile_picture" text,
	"preferences" jsonb DEFAULT '{"theme":"light","notifications":true}'::jsonb NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_names" ADD CONSTRAINT "category_names_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_names" ADD CONSTRAINT "category_names_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "district_names" ADD CONSTRAINT "district_names_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "district_names" ADD CONSTRAINT "district_names_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_newspaper_articles" ADD CONSTRAINT "e_newspaper_articles_e_newspaper_id_e_newspapers_id_fk" FOREIGN KEY ("e_newspaper_id") REFERENCES "public"."e_newspapers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_newspaper_articles" ADD CONSTRAINT "e_newspaper_articles_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_newspapers" ADD CONSTRAINT "e_newspapers_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandi_category_names" ADD CONSTRAINT "mandi_category_names_category_id_mandi_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."mandi_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandi_category_names" ADD CONSTRAINT "mandi_category_names_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandi_item_names" ADD CONSTRAINT "mandi_item_names_item_id_mandi_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."mandi_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandi_item_names" ADD CONSTRAINT "mandi_item_names_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandi_items" ADD CONSTRAINT "mandi_items_category_id_mandi_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."mandi_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandi_prices" ADD CONSTRAINT "mandi_prices_item_id_mandi_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."mandi_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandi_prices" ADD CONSTRAINT "mandi_prices_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_media" ADD CONSTRAINT "news_media_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "state_names" ADD CONSTRAINT "state_names_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "state_names" ADD CONSTRAINT "state_names_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_news_created_idx" ON "comments" USING btree ("news_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "comments_parent_idx" ON "comments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "district_names_language_idx" ON "district_names" USING btree ("language_id");--> statement-breakpoint
CREATE INDEX "districts_state_idx" ON "districts" USING btree ("state_id");--> statement-breakpoint
CREATE UNIQUE INDEX "districts_state_name_unique" ON "districts" USING btree ("state_id","english_name");--> statement-breakpoint
CREATE INDEX "districts_english_name_trgm" ON "districts" USING gin ("english_name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "e_newspapers_language_date_type" ON "e_newspapers" USING btree ("language_id","edition_date","type");--> statement-breakpoint
CREATE INDEX "e_newspapers_date_idx" ON "e_newspapers" USING btree ("language_id","type","edition_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "likes_user_idx" ON "likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mandi_items_category_idx" ON "mandi_items" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mandi_prices_item_district_date" ON "mandi_prices" USING btree ("item_id","district_id","price_date");--> statement-breakpoint
CREATE INDEX "mandi_prices_district_date_idx" ON "mandi_prices" USING btree ("district_id","price_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "news_language_published_idx" ON "news" USING btree ("language_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "news"."status" = 'published' and "news"."is_active" and not "news"."is_deleted";--> statement-breakpoint
CREATE INDEX "news_category_published_idx" ON "news" USING btree ("language_id","category_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "news"."status" = 'published' and "news"."is_active" and not "news"."is_deleted";--> statement-breakpoint
CREATE INDEX "news_district_published_idx" ON "news" USING btree ("district_id","category_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "news"."status" = 'published' and "news"."is_active" and not "news"."is_deleted";--> statement-breakpoint
CREATE INDEX "news_state_published_idx" ON "news" USING btree ("state_id","category_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "news"."status" = 'published' and "news"."is_active" and not "news"."is_deleted";--> statement-breakpoint
CREATE INDEX "news_author_published_idx" ON "news" USING btree ("author_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "news"."status" = 'published' and "news"."is_active" and not "news"."is_deleted";--> statement-breakpoint
CREATE INDEX "news_breaking_published_idx" ON "news" USING btree ("language_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "news"."status" = 'published' and "news"."is_active" and not "news"."is_deleted" and "news"."is_breaking";--> statement-breakpoint
CREATE INDEX "news_search_idx" ON "news" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "news_title_trgm_idx" ON "news" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_media_news_idx" ON "news_media" USING btree ("news_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_email_unique" ON "newsletter_subscribers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "one_time_codes_email_idx" ON "one_time_codes" USING btree ("email","purpose","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reports_news_idx" ON "reports" USING btree ("news_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "state_names_language_idx" ON "state_names" USING btree ("language_id");--> statement-breakpoint
CREATE INDEX "states_english_name_trgm" ON "states" USING gin ("english_name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_unique" ON "users" USING btree ("phone");