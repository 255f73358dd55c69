CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"prenom" text NOT NULL,
	"nom" text NOT NULL,
	"metier" text NOT NULL,
	"zone_geographique" text NOT NULL,
	"departement" text NOT NULL,
	"code_insee" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"subscription_active" boolean DEFAULT false NOT NULL,
	"subscription_plan" text DEFAULT 'free' NOT NULL,
	"dossier_completion" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'admin')),
	CONSTRAINT "users_plan_check" CHECK ("users"."subscription_plan" in ('free', 'essentiel', 'pro', 'expert')),
	CONSTRAINT "users_dossier_completion_check" CHECK ("users"."dossier_completion" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_metier_departement_idx" ON "users" USING btree ("metier","departement");--> statement-breakpoint
CREATE INDEX "login_failures_key_created_idx" ON "login_failures" USING btree ("key","created_at");