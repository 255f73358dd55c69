ALTER TABLE "tenders" ADD COLUMN "submitted_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "submission" jsonb;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_submitted_by_user_id_users_id_fk" FOREIGN KEY ("submitted_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenders_submitted_by_idx" ON "tenders" USING btree ("submitted_by_user_id","created_at") WHERE "tenders"."submitted_by_user_id" is not null;--> statement-breakpoint
-- A submitted tender is private to its author: its facets sit under the département '~<user id>'
-- only (no real département, no '*'), so that only its author's list, which adds that key, reads it.
CREATE OR REPLACE FUNCTION "tender_facet_rows"(t "tenders") RETURNS SETOF "tender_facets"
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT t.id, tr.trade, d.departement, t.deadline, t.status,
    CASE WHEN jsonb_typeof(t.trade_fit -> tr.trade) = 'number'
      THEN least(greatest(round((t.trade_fit ->> tr.trade)::numeric), 0), 100)::smallint
      ELSE 0::smallint END,
    t.publication_date
  FROM (SELECT DISTINCT unnest(t.trades) AS trade) tr
  CROSS JOIN (
    SELECT unnest(t.departements) AS departement WHERE t.submitted_by_user_id IS NULL
    UNION SELECT CASE WHEN t.submitted_by_user_id IS NULL THEN '*' ELSE '~' || t.submitted_by_user_id::text END
  ) d
  WHERE tr.trade IS NOT NULL AND d.departement IS NOT NULL
$$;
