CREATE TABLE "performance_assessment_groups" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "performance_assessment_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"node_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"ranges" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performance_assessment_groups_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "performance_evaluation_documents" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "performance_evaluation_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"evaluation_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_in_byte" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performance_evaluation_documents_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "performance_evaluation_events" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "performance_evaluation_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"evaluation_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"user_id" integer,
	"contact_id" integer,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performance_evaluation_events_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "performance_evaluations" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "performance_evaluations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"node_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"contract_id" integer,
	"template_id" integer NOT NULL,
	"template_name" text NOT NULL,
	"guide" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"evaluation_date" date NOT NULL,
	"expires_on" date NOT NULL,
	"status" text NOT NULL,
	"evaluator_id" integer,
	"reviewers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"approved_roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"supplier_review" boolean NOT NULL,
	"supplier_review_days" integer NOT NULL,
	"allow_appeal" boolean NOT NULL,
	"comments_visible_to_supplier" boolean NOT NULL,
	"attachments_visible_to_supplier" boolean NOT NULL,
	"card" jsonb NOT NULL,
	"scores" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"comments" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"general_comments" text DEFAULT '' NOT NULL,
	"rating_scale" text NOT NULL,
	"ranges" jsonb NOT NULL,
	"percent" numeric(7, 2),
	"rating" text,
	"nda_template" text DEFAULT '' NOT NULL,
	"conflict_of_interest_template" text DEFAULT '' NOT NULL,
	"nda_accepted_at" timestamp with time zone,
	"no_conflict_declared_at" timestamp with time zone,
	"supplier_review_ends_on" date,
	"supplier_comment" text DEFAULT '' NOT NULL,
	"appeal_reason" text,
	"appeal_requested_at" timestamp with time zone,
	"appeal_meeting_date" date,
	"appeal_outcome" text DEFAULT '' NOT NULL,
	"appeal_completed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"completed_on" date,
	"created_by_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performance_evaluations_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "performance_settings" (
	"customer_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"workflow" jsonb NOT NULL,
	"final_rating" jsonb NOT NULL,
	"updated_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performance_settings_customer_id_node_id_pk" PRIMARY KEY("customer_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "performance_templates" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "performance_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"node_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"guide" text DEFAULT '' NOT NULL,
	"assessment_group_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"card" jsonb NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performance_templates_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "performance_vendor_status_logs" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "performance_vendor_status_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"node_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"status" text NOT NULL,
	"comments" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performance_vendor_status_logs_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
ALTER TABLE "performance_assessment_groups" ADD CONSTRAINT "performance_assessment_groups_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_assessment_groups" ADD CONSTRAINT "performance_assessment_groups_customer_id_node_id_nodes_customer_id_id_fk" FOREIGN KEY ("customer_id","node_id") REFERENCES "public"."nodes"("customer_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_evaluation_documents" ADD CONSTRAINT "performance_evaluation_documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_evaluation_documents" ADD CONSTRAINT "performance_evaluation_documents_customer_id_evaluation_id_performance_evaluations_customer_id_id_fk" FOREIGN KEY ("customer_id","evaluation_id") REFERENCES "public"."performance_evaluations"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_evaluation_events" ADD CONSTRAINT "performance_evaluation_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_evaluation_events" ADD CONSTRAINT "performance_evaluation_events_customer_id_evaluation_id_performance_evaluations_customer_id_id_fk" FOREIGN KEY ("customer_id","evaluation_id") REFERENCES "public"."performance_evaluations"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_evaluations" ADD CONSTRAINT "performance_evaluations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_evaluations" ADD CONSTRAINT "performance_evaluations_customer_id_node_id_nodes_customer_id_id_fk" FOREIGN KEY ("customer_id","node_id") REFERENCES "public"."nodes"("customer_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_evaluations" ADD CONSTRAINT "performance_evaluations_customer_id_vendor_id_vendors_customer_id_id_fk" FOREIGN KEY ("customer_id","vendor_id") REFERENCES "public"."vendors"("customer_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_evaluations" ADD CONSTRAINT "performance_evaluations_customer_id_contract_id_contracts_customer_id_id_fk" FOREIGN KEY ("customer_id","contract_id") REFERENCES "public"."contracts"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_evaluations" ADD CONSTRAINT "performance_evaluations_customer_id_template_id_performance_templates_customer_id_id_fk" FOREIGN KEY ("customer_id","template_id") REFERENCES "public"."performance_templates"("customer_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_settings" ADD CONSTRAINT "performance_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_settings" ADD CONSTRAINT "performance_settings_customer_id_node_id_nodes_customer_id_id_fk" FOREIGN KEY ("customer_id","node_id") REFERENCES "public"."nodes"("customer_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_templates" ADD CONSTRAINT "performance_templates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_templates" ADD CONSTRAINT "performance_templates_customer_id_node_id_nodes_customer_id_id_fk" FOREIGN KEY ("customer_id","node_id") REFERENCES "public"."nodes"("customer_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_templates" ADD CONSTRAINT "performance_templates_customer_id_assessment_group_id_performance_assessment_groups_customer_id_id_fk" FOREIGN KEY ("customer_id","assessment_group_id") REFERENCES "public"."performance_assessment_groups"("customer_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_vendor_status_logs" ADD CONSTRAINT "performance_vendor_status_logs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_vendor_status_logs" ADD CONSTRAINT "performance_vendor_status_logs_customer_id_vendor_id_vendors_customer_id_id_fk" FOREIGN KEY ("customer_id","vendor_id") REFERENCES "public"."vendors"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "performance_assessment_groups_name_uq" ON "performance_assessment_groups" USING btree ("customer_id","node_id",lower("name"));--> statement-breakpoint
CREATE INDEX "performance_evaluation_documents_evaluation_idx" ON "performance_evaluation_documents" USING btree ("customer_id","evaluation_id");--> statement-breakpoint
CREATE INDEX "performance_evaluation_events_evaluation_idx" ON "performance_evaluation_events" USING btree ("customer_id","evaluation_id","id");--> statement-breakpoint
CREATE INDEX "performance_evaluations_vendor_idx" ON "performance_evaluations" USING btree ("customer_id","vendor_id","status");--> statement-breakpoint
CREATE INDEX "performance_evaluations_contract_idx" ON "performance_evaluations" USING btree ("customer_id","contract_id");--> statement-breakpoint
CREATE INDEX "performance_evaluations_node_idx" ON "performance_evaluations" USING btree ("customer_id","node_id","status","evaluation_date");--> statement-breakpoint
CREATE INDEX "performance_evaluations_evaluator_idx" ON "performance_evaluations" USING btree ("customer_id","evaluator_id");--> statement-breakpoint
CREATE INDEX "performance_evaluations_template_idx" ON "performance_evaluations" USING btree ("customer_id","template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "performance_templates_name_uq" ON "performance_templates" USING btree ("customer_id","node_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "performance_vendor_status_logs_current_uq" ON "performance_vendor_status_logs" USING btree ("customer_id","vendor_id") WHERE not "performance_vendor_status_logs"."complete";--> statement-breakpoint
CREATE INDEX "performance_vendor_status_logs_vendor_idx" ON "performance_vendor_status_logs" USING btree ("customer_id","vendor_id","start_date");--> statement-breakpoint
ALTER TABLE "performance_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "performance_settings" USING (
  (select current_setting('procura.customer_id', true)) = '*'
  OR customer_id = (select nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer)
);
--> statement-breakpoint
ALTER TABLE "performance_assessment_groups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "performance_assessment_groups" USING (
  (select current_setting('procura.customer_id', true)) = '*'
  OR customer_id = (select nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer)
);
--> statement-breakpoint
ALTER TABLE "performance_templates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "performance_templates" USING (
  (select current_setting('procura.customer_id', true)) = '*'
  OR customer_id = (select nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer)
);
--> statement-breakpoint
ALTER TABLE "performance_evaluations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "performance_evaluations" USING (
  (select current_setting('procura.customer_id', true)) = '*'
  OR customer_id = (select nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer)
);
--> statement-breakpoint
ALTER TABLE "performance_evaluation_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "performance_evaluation_events" USING (
  (select current_setting('procura.customer_id', true)) = '*'
  OR customer_id = (select nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer)
);
--> statement-breakpoint
ALTER TABLE "performance_evaluation_documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "performance_evaluation_documents" USING (
  (select current_setting('procura.customer_id', true)) = '*'
  OR customer_id = (select nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer)
);
--> statement-breakpoint
ALTER TABLE "performance_vendor_status_logs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "performance_vendor_status_logs" USING (
  (select current_setting('procura.customer_id', true)) = '*'
  OR customer_id = (select nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer)
);
