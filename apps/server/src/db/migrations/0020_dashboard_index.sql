DROP INDEX "projects_node_status_idx";--> statement-breakpoint
CREATE INDEX "projects_node_status_idx" ON "projects" USING btree ("customer_id","node_id","status","type","project_lead_id");