CREATE INDEX "submissions_vendor_idx" ON "submissions" USING btree ("customer_id","vendor_id","status");--> statement-breakpoint
CREATE INDEX "plan_takers_vendor_idx" ON "plan_takers" USING btree ("customer_id","vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_questions_vendor_idx" ON "vendor_questions" USING btree ("customer_id","vendor_id");