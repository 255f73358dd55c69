ALTER TABLE "pricing_products" DROP CONSTRAINT "pricing_products_unit_check";--> statement-breakpoint
ALTER TABLE "pricing_profiles" ADD COLUMN "catalog_revision" uuid;--> statement-breakpoint
ALTER TABLE "pricing_products" ADD CONSTRAINT "pricing_products_unit_check" CHECK ("pricing_products"."unit" in ('u', 'ml', 'm²', 'm³', 'kg', 't', 'l', 'h', 'jour', 'forfait'));