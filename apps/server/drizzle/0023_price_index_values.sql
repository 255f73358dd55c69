CREATE TABLE "price_index_values" (
	"code" text NOT NULL,
	"month" text NOT NULL,
	"value" numeric(12, 4) NOT NULL,
	"entered_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_index_values_code_month_pk" PRIMARY KEY("code","month"),
	CONSTRAINT "price_index_values_value_check" CHECK ("price_index_values"."value" > 0),
	CONSTRAINT "price_index_values_month_check" CHECK ("price_index_values"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "price_index_values" ADD CONSTRAINT "price_index_values_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;