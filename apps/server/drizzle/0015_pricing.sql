CREATE TABLE "pricing_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"subcategory" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT 'u' NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"supplier" text DEFAULT '' NOT NULL,
	"supplier_discount_hundredths" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pricing_products_unit_check" CHECK ("pricing_products"."unit" in ('u', 'ml', 'm²', 'm³', 'kg', 't', 'h', 'jour', 'forfait')),
	CONSTRAINT "pricing_products_price_check" CHECK ("pricing_products"."unit_price_cents" between 0 and 100000000),
	CONSTRAINT "pricing_products_discount_check" CHECK ("pricing_products"."supplier_discount_hundredths" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "pricing_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"hourly_rate_cents" integer NOT NULL,
	"travel_rate_cents" integer NOT NULL,
	"material_coefficient_hundredths" integer NOT NULL,
	"overhead_hundredths" integer NOT NULL,
	"profit_margin_hundredths" integer NOT NULL,
	"public_markup_hundredths" integer NOT NULL,
	"urgent_markup_hundredths" integer NOT NULL,
	"occupied_markup_hundredths" integer NOT NULL,
	"weekend_markup_hundredths" integer NOT NULL,
	"night_markup_hundredths" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pricing_profiles_ranges_check" CHECK ("pricing_profiles"."hourly_rate_cents" between 0 and 100000
        and "pricing_profiles"."travel_rate_cents" between 0 and 2000
        and "pricing_profiles"."material_coefficient_hundredths" between 100 and 1000
        and "pricing_profiles"."overhead_hundredths" between 0 and 10000
        and "pricing_profiles"."profit_margin_hundredths" between 0 and 9900
        and "pricing_profiles"."public_markup_hundredths" between 0 and 20000
        and "pricing_profiles"."urgent_markup_hundredths" between 0 and 20000
        and "pricing_profiles"."occupied_markup_hundredths" between 0 and 20000
        and "pricing_profiles"."weekend_markup_hundredths" between 0 and 20000
        and "pricing_profiles"."night_markup_hundredths" between 0 and 20000)
);
--> statement-breakpoint
ALTER TABLE "pricing_products" ADD CONSTRAINT "pricing_products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_profiles" ADD CONSTRAINT "pricing_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pricing_products_user_position_idx" ON "pricing_products" USING btree ("user_id","position");