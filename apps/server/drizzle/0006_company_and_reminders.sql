CREATE TABLE "document_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"expires_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_reminders_kind_check" CHECK ("document_reminders"."kind" in ('j30', 'j7', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "company_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"raison_sociale" text,
	"siret" text,
	"forme_juridique" text,
	"adresse" text,
	"code_postal" text,
	"ville" text,
	"annee_creation" integer,
	"effectifs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"chiffres_affaires" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"qualifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"assurances" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"materiel" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"references" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_profiles_siret_check" CHECK ("company_profiles"."siret" is null or "company_profiles"."siret" ~ '^[0-9]{14}$'),
	CONSTRAINT "company_profiles_annee_check" CHECK ("company_profiles"."annee_creation" is null or "company_profiles"."annee_creation" between 1800 and 2100)
);
--> statement-breakpoint
ALTER TABLE "document_reminders" ADD CONSTRAINT "document_reminders_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_reminders_once_idx" ON "document_reminders" USING btree ("document_id","kind","expires_on");