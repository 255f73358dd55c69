-- ADR 006. The search counters of the tender list (`q` in a zone) probe the search vector of every
-- selected tender by id: with the vector in the index, that probe is an index-only scan instead of a
-- visit to the wide tender row (the raw notice makes it ~2.8 kB). Not in the Drizzle schema, which
-- cannot express INCLUDE: this migration is its only definition.
CREATE INDEX IF NOT EXISTS "tenders_id_search_idx" ON "tenders" USING btree ("id") INCLUDE ("search");
