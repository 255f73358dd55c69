CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"filename" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"issued_at" date,
	"valid_until" date,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_type_check" CHECK ("document_type" in ('kbis', 'urssaf', 'rc_pro', 'decennale', 'piece_identite', 'rib', 'qualibat', 'grille_tarifaire', 'cv_dirigeant', 'references_projets', 'non_condamnation', 'bilan_comptable', 'attestation_fiscale')),
	CONSTRAINT "documents_size_check" CHECK ("documents"."size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_user_type_idx" ON "documents" USING btree ("user_id","document_type");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_storage_key_idx" ON "documents" USING btree ("storage_key");