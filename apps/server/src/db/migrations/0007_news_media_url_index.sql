CREATE INDEX "news_media_url_idx" ON "news_media" USING btree ("media_url" collate "C");
