CREATE TABLE "tender_file_results" (
	"user_id" uuid NOT NULL,
	"tender_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tender_file_results_user_id_tender_id_kind_pk" PRIMARY KEY("user_id","tender_id","kind"),
	CONSTRAINT "tender_file_results_kind_check" CHECK ("tender_file_results"."kind" in ('metres', 'analysis'))
);
--> statement-breakpoint
CREATE TABLE "tender_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tender_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"format" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"role" text NOT NULL,
	"detected_role" text NOT NULL,
	"text_status" text NOT NULL,
	"pages" integer,
	"text_pages" jsonb,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tender_files_role_check" CHECK ("role" in ('rc', 'cctp', 'ccap', 'ae', 'dpgf', 'bpu', 'dqe', 'plans', 'other')),
	CONSTRAINT "tender_files_detected_role_check" CHECK ("detected_role" in ('rc', 'cctp', 'ccap', 'ae', 'dpgf', 'bpu', 'dqe', 'plans', 'other')),
	CONSTRAINT "tender_files_format_check" CHECK ("format" in ('pdf', 'docx', 'xlsx', 'xls', 'ods')),
	CONSTRAINT "tender_files_text_status_check" CHECK ("tender_files"."text_status" in ('text', 'scanned', 'spreadsheet', 'unreadable')),
	CONSTRAINT "tender_files_size_check" CHECK ("tender_files"."size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tender_file_results" ADD CONSTRAINT "tender_file_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_files" ADD CONSTRAINT "tender_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tender_files_user_tender_idx" ON "tender_files" USING btree ("user_id","tender_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tender_files_storage_key_idx" ON "tender_files" USING btree ("storage_key");