CREATE TABLE "ingestion_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"trigger" text NOT NULL,
	"status" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"last_day_synced" date,
	"fetched" integer DEFAULT 0 NOT NULL,
	"inserted" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"error_message" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tenders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"nature" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"buyer" jsonb NOT NULL,
	"departements" text[] NOT NULL,
	"cpv_codes" text[] NOT NULL,
	"descripteurs" jsonb NOT NULL,
	"type_marche" text[] NOT NULL,
	"procedure" text,
	"publication_date" date NOT NULL,
	"deadline" timestamp with time zone,
	"amount_cents" bigint,
	"awarded_amount_cents" bigint,
	"lots" jsonb NOT NULL,
	"criteria" jsonb NOT NULL,
	"execution_place" text,
	"duration_months" real,
	"dce_url" text,
	"notice_url" text NOT NULL,
	"winners" text[] NOT NULL,
	"famille" text,
	"trades" text[] NOT NULL,
	"trade_fit" jsonb NOT NULL,
	"is_example" boolean DEFAULT false NOT NULL,
	"raw" jsonb,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('fr', coalesce(title, '')), 'A') || setweight(to_tsvector('fr', coalesce(description, '')), 'B')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ingestion_runs_source_started_idx" ON "ingestion_runs" USING btree ("source","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tenders_source_id_idx" ON "tenders" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "tenders_trades_idx" ON "tenders" USING gin ("trades");--> statement-breakpoint
CREATE INDEX "tenders_departements_idx" ON "tenders" USING gin ("departements");--> statement-breakpoint
CREATE INDEX "tenders_search_idx" ON "tenders" USING gin ("search");--> statement-breakpoint
CREATE INDEX "tenders_deadline_idx" ON "tenders" USING btree ("deadline");--> statement-breakpoint
CREATE INDEX "tenders_publication_idx" ON "tenders" USING btree ("publication_date");