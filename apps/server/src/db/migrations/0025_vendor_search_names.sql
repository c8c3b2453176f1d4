DROP INDEX "vendors_names_trgm_idx";--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "search_names" text GENERATED ALWAYS AS (lower(company_name || ' ' || relevant_name || ' ' || previous_company_name || ' ' || other_company_names)) STORED;--> statement-breakpoint
CREATE INDEX "vendors_search_names_trgm_idx" ON "vendors" USING gin ("search_names" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vendors_city_idx" ON "vendors" USING btree ("customer_id",lower("city"),"id");