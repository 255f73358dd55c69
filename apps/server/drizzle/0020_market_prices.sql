CREATE TABLE "market_price_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"designation" text NOT NULL,
	"unit" text NOT NULL,
	"labour_milli_hours" integer NOT NULL,
	"supplies_cents" integer NOT NULL,
	"price_date" text NOT NULL,
	"labour_basis" text NOT NULL,
	"supplies_basis" text NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_by" uuid
);
--> statement-breakpoint
CREATE TABLE "market_price_items" (
	"code" text PRIMARY KEY NOT NULL,
	"trade" text NOT NULL,
	"category" text NOT NULL,
	"designation" text NOT NULL,
	"unit" text NOT NULL,
	"labour_milli_hours" integer NOT NULL,
	"supplies_cents" integer NOT NULL,
	"price_date" text NOT NULL,
	"labour_basis" text NOT NULL,
	"supplies_basis" text NOT NULL,
	"origin" text DEFAULT 'seed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_price_items_figures_check" CHECK ("market_price_items"."labour_milli_hours" between 0 and 1000000 and "market_price_items"."supplies_cents" between 0 and 100000000)
);
--> statement-breakpoint
ALTER TABLE "market_price_history" ADD CONSTRAINT "market_price_history_code_market_price_items_code_fk" FOREIGN KEY ("code") REFERENCES "public"."market_price_items"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_price_history" ADD CONSTRAINT "market_price_history_replaced_by_users_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_price_history_code_idx" ON "market_price_history" USING btree ("code","replaced_at");--> statement-breakpoint
CREATE INDEX "market_price_items_trade_idx" ON "market_price_items" USING btree ("trade");