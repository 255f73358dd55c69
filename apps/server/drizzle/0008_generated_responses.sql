CREATE TABLE "generated_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tender_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"step" text,
	"engine" text NOT NULL,
	"model" text,
	"tokens_in" integer,
	"tokens_out" integer,
	"duration_ms" integer,
	"content" jsonb,
	"meta" jsonb,
	"pdf_key" text,
	"pdf_size" integer,
	"error_status" integer,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	CONSTRAINT "generated_responses_status_check" CHECK ("generated_responses"."status" in ('pending', 'running', 'succeeded', 'failed')),
	CONSTRAINT "generated_responses_step_check" CHECK ("generated_responses"."step" is null or "generated_responses"."step" in ('analysis', 'writing', 'layout'))
);
--> statement-breakpoint
ALTER TABLE "generated_responses" ADD CONSTRAINT "generated_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_responses" ADD CONSTRAINT "generated_responses_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "generated_responses_version_idx" ON "generated_responses" USING btree ("user_id","tender_id","version");--> statement-breakpoint
CREATE INDEX "generated_responses_user_created_idx" ON "generated_responses" USING btree ("user_id","created_at");