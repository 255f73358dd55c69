ALTER TABLE "tenders" drop column "search";--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('fr', coalesce(title, '')), 'A') || setweight(to_tsvector('fr', coalesce(description, '')), 'B') || setweight(to_tsvector('fr', coalesce(buyer ->> 'name', '') || ' ' || coalesce(execution_place, '')), 'C')) STORED;--> statement-breakpoint
-- Dropping the column dropped its index: recreate it (drizzle-kit does not see that).
CREATE INDEX "tenders_search_idx" ON "tenders" USING gin ("search");
