-- Indexes for the orders the project search and the portal list sort by (issue 7, measured at
-- 1M projects). The search orders by its column and then the id: with the id in the index the
-- walk is the whole order and stops after its page (on the column alone, thousands of projects
-- changed at the same instant were all joined and sorted to show twenty). Created-at gets the same
-- for its sort and its date filters. A source's dates ride along in its project index, so sorting
-- an agency's Open projects by closing date reads that index alone, not one row per project.
DROP INDEX "projects_updated_idx";--> statement-breakpoint
DROP INDEX "tenders_project_idx";--> statement-breakpoint
CREATE INDEX "projects_created_idx" ON "projects" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "projects_updated_idx" ON "projects" USING btree ("customer_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "tenders_project_idx" ON "tenders" USING btree ("customer_id","project_id","date_closing","date_available");