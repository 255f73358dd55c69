ALTER TABLE "users" ADD COLUMN "storage_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_storage_bytes_check" CHECK ("users"."storage_bytes" >= 0);--> statement-breakpoint
-- The counter starts from what is stored: the documents' sizes and the reference photos' sizes.
UPDATE "users" SET "storage_bytes" =
	coalesce((SELECT sum(d."size") FROM "documents" d WHERE d."user_id" = "users"."id"), 0)
	+ coalesce((
		SELECT sum((p.value ->> 'size')::bigint)
		FROM "company_profiles" c
		CROSS JOIN LATERAL jsonb_array_elements(c."references") r
		CROSS JOIN LATERAL jsonb_array_elements(coalesce(r.value -> 'photos', '[]'::jsonb)) p
		WHERE c."user_id" = "users"."id"
	), 0);
