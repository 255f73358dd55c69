CREATE TABLE "stripe_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"status" text NOT NULL,
	"last_event_at" timestamp with time zone NOT NULL,
	"last_event_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "quota_carried_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stripe_subscriptions" ADD CONSTRAINT "stripe_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stripe_subscriptions_user_idx" ON "stripe_subscriptions" USING btree ("user_id");