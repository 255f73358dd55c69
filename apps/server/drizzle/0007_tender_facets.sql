CREATE TABLE "tender_facets" (
	"tender_id" uuid NOT NULL,
	"trade" text NOT NULL,
	"departement" text NOT NULL,
	"deadline" timestamp with time zone,
	"status" text NOT NULL,
	"fit" smallint NOT NULL,
	"publication_date" date NOT NULL,
	CONSTRAINT "tender_facets_pkey" PRIMARY KEY("tender_id","trade","departement")
);
--> statement-breakpoint
ALTER TABLE "tender_facets" ADD CONSTRAINT "tender_facets_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tender_facets_list_idx" ON "tender_facets" USING btree ("trade","departement","deadline","tender_id","status","fit","publication_date");--> statement-breakpoint
CREATE INDEX "ingestion_runs_last_success_idx" ON "ingestion_runs" USING btree ("source","finished_at" DESC NULLS FIRST) WHERE "ingestion_runs"."status" = 'success';--> statement-breakpoint
-- ADR 006. The facets of one tender row: one per (trade, département), and one per trade under '*'
-- (all of France). The only definition of a tender's facets: the triggers below, this migration's
-- backfill and bulk loads (refillTenderFacets in modules/tenders/tenders.queries.ts) all use it.
-- `fit` is the trade's `trade_fit` (0–100 integers written by matchTrades), 0 when absent.
CREATE FUNCTION "tender_facet_rows"(t "tenders") RETURNS SETOF "tender_facets"
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT t.id, tr.trade, d.departement, t.deadline, t.status,
    CASE WHEN jsonb_typeof(t.trade_fit -> tr.trade) = 'number'
      THEN least(greatest(round((t.trade_fit ->> tr.trade)::numeric), 0), 100)::smallint
      ELSE 0::smallint END,
    t.publication_date
  FROM (SELECT DISTINCT unnest(t.trades) AS trade) tr
  CROSS JOIN (SELECT unnest(t.departements) AS departement UNION SELECT '*') d
  WHERE tr.trade IS NOT NULL AND d.departement IS NOT NULL
$$;
--> statement-breakpoint
-- Keeps a tender's facets exact in the statement that writes the tender, whatever the writer.
CREATE FUNCTION "tenders_refresh_facets"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM tender_facets WHERE tender_id = OLD.id;
  END IF;
  INSERT INTO tender_facets SELECT * FROM tender_facet_rows(NEW);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "tenders_facets_insert" AFTER INSERT ON "tenders"
  FOR EACH ROW EXECUTE FUNCTION "tenders_refresh_facets"();
--> statement-breakpoint
-- A re-published notice rewrites every column: only a change of what the facets hold refreshes them.
CREATE TRIGGER "tenders_facets_update" AFTER UPDATE ON "tenders"
  FOR EACH ROW WHEN (
    OLD.id IS DISTINCT FROM NEW.id OR OLD.trades IS DISTINCT FROM NEW.trades
    OR OLD.departements IS DISTINCT FROM NEW.departements OR OLD.deadline IS DISTINCT FROM NEW.deadline
    OR OLD.status IS DISTINCT FROM NEW.status OR OLD.trade_fit IS DISTINCT FROM NEW.trade_fit
    OR OLD.publication_date IS DISTINCT FROM NEW.publication_date
  ) EXECUTE FUNCTION "tenders_refresh_facets"();
--> statement-breakpoint
-- Backfill: the facets of the tenders already stored.
INSERT INTO "tender_facets" SELECT f.* FROM "tenders" t CROSS JOIN LATERAL tender_facet_rows(t) f;
