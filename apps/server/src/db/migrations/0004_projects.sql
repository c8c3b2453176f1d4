CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "project_comments" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "project_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"comment" text NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_comments_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "project_documents" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "project_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tender_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"display_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_in_byte" integer NOT NULL,
	"storage_key" text NOT NULL,
	"page_count" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"uploaded_by_id" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_documents_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "project_journal_comments" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "project_journal_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"journal_id" integer NOT NULL,
	"comment" text NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_journal_comments_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "project_journal_documents" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "project_journal_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"journal_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_in_byte" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by_id" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_journal_documents_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "project_journals" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "project_journals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"note" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_journals_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "project_tasks" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "project_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"subject" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"assigned_user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"due_date" timestamp with time zone NOT NULL,
	"reminder_date" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"completed" boolean DEFAULT false NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_tasks_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "project_users" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "project_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role_id" text NOT NULL,
	"question_emails" boolean DEFAULT false NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_users_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"node_id" integer NOT NULL,
	"name" text NOT NULL,
	"number" text NOT NULL,
	"type" text NOT NULL,
	"phase" text DEFAULT 'Build' NOT NULL,
	"status" text NOT NULL,
	"procurement_method" text NOT NULL,
	"is_planned" boolean DEFAULT false NOT NULL,
	"blueprint" text,
	"created_by_id" integer,
	"project_lead_id" integer,
	"department_project_lead_id" integer,
	"department_id" integer,
	"division_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"classification" text,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"commodity_code_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"negotiation_type" text,
	"estimated_annual_value" numeric(15, 2),
	"estimated_value" numeric(15, 2),
	"term_id" integer,
	"duration_months" integer,
	"delivery_timeframe" text DEFAULT '' NOT NULL,
	"trade_agreement_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"taxes" text DEFAULT '' NOT NULL,
	"price_online" numeric(15, 2),
	"price_pickup" numeric(15, 2),
	"price_shipping" numeric(15, 2),
	"internal_reference_number" text DEFAULT '' NOT NULL,
	"contract_number" text DEFAULT '' NOT NULL,
	"submission_address" text DEFAULT '' NOT NULL,
	"linked_project_id" integer,
	"cancel_reason" text,
	"terminate_reason" text,
	"is_cooperative" boolean DEFAULT false NOT NULL,
	"is_lead_agency" boolean DEFAULT false NOT NULL,
	"lead_agency_name_id" integer,
	"number_of_agencies" integer,
	"participating_agencies" text DEFAULT '' NOT NULL,
	"has_prompt_pay_discount" boolean DEFAULT false NOT NULL,
	"intake_request_id" integer,
	"converted_from_id" integer,
	"locked" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"activity_cleared_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce("projects"."name", '') || ' ' || coalesce("projects"."number", '') || ' ' || coalesce("projects"."description", '') || ' ' || coalesce("projects"."internal_reference_number", '') || ' ' || coalesce("projects"."contract_number", ''))) STORED,
	CONSTRAINT "projects_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "saved_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"criteria" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "tender_compliance_items" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "tender_compliance_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tender_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_required" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tender_compliance_items_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "tender_invitations" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "tender_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tender_id" integer NOT NULL,
	"email" text NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"invited_by_id" integer,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "tender_invitations_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "tender_meetings" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "tender_meetings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tender_id" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"is_mandatory" boolean DEFAULT false NOT NULL,
	"show_to_public" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tender_meetings_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "tenders" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "tenders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"settings" jsonb NOT NULL,
	"date_available" timestamp with time zone,
	"date_closing" timestamp with time zone,
	"question_deadline" timestamp with time zone,
	"registration_deadline" timestamp with time zone,
	"date_estimated_award" timestamp with time zone,
	"date_sent_to_purchasing" timestamp with time zone,
	"date_planned_notice" timestamp with time zone,
	"planned_issue_date" timestamp with time zone,
	"date_estimated_availability" timestamp with time zone,
	"incomplete_question_notification_date" timestamp with time zone,
	"show_submitted" boolean DEFAULT false NOT NULL,
	"unseal_manually" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "tenders_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "project_id" integer;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "project_comments" ADD CONSTRAINT "project_comments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_comments" ADD CONSTRAINT "project_comments_customer_id_project_id_projects_customer_id_id_fk" FOREIGN KEY ("customer_id","project_id") REFERENCES "public"."projects"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_documents" ADD CONSTRAINT "project_documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_documents" ADD CONSTRAINT "project_documents_customer_id_tender_id_tenders_customer_id_id_fk" FOREIGN KEY ("customer_id","tender_id") REFERENCES "public"."tenders"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_journal_comments" ADD CONSTRAINT "project_journal_comments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_journal_comments" ADD CONSTRAINT "project_journal_comments_customer_id_journal_id_project_journals_customer_id_id_fk" FOREIGN KEY ("customer_id","journal_id") REFERENCES "public"."project_journals"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_journal_documents" ADD CONSTRAINT "project_journal_documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_journal_documents" ADD CONSTRAINT "project_journal_documents_customer_id_journal_id_project_journals_customer_id_id_fk" FOREIGN KEY ("customer_id","journal_id") REFERENCES "public"."project_journals"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_journals" ADD CONSTRAINT "project_journals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_journals" ADD CONSTRAINT "project_journals_customer_id_project_id_projects_customer_id_id_fk" FOREIGN KEY ("customer_id","project_id") REFERENCES "public"."projects"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tasks" ADD CONSTRAINT "project_tasks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tasks" ADD CONSTRAINT "project_tasks_customer_id_project_id_projects_customer_id_id_fk" FOREIGN KEY ("customer_id","project_id") REFERENCES "public"."projects"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_users" ADD CONSTRAINT "project_users_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_users" ADD CONSTRAINT "project_users_customer_id_project_id_projects_customer_id_id_fk" FOREIGN KEY ("customer_id","project_id") REFERENCES "public"."projects"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_customer_id_node_id_nodes_customer_id_id_fk" FOREIGN KEY ("customer_id","node_id") REFERENCES "public"."nodes"("customer_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_compliance_items" ADD CONSTRAINT "tender_compliance_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_compliance_items" ADD CONSTRAINT "tender_compliance_items_customer_id_tender_id_tenders_customer_id_id_fk" FOREIGN KEY ("customer_id","tender_id") REFERENCES "public"."tenders"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_invitations" ADD CONSTRAINT "tender_invitations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_invitations" ADD CONSTRAINT "tender_invitations_customer_id_tender_id_tenders_customer_id_id_fk" FOREIGN KEY ("customer_id","tender_id") REFERENCES "public"."tenders"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_meetings" ADD CONSTRAINT "tender_meetings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_meetings" ADD CONSTRAINT "tender_meetings_customer_id_tender_id_tenders_customer_id_id_fk" FOREIGN KEY ("customer_id","tender_id") REFERENCES "public"."tenders"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_customer_id_project_id_projects_customer_id_id_fk" FOREIGN KEY ("customer_id","project_id") REFERENCES "public"."projects"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_comments_created_idx" ON "project_comments" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "project_documents_name_uq" ON "project_documents" USING btree ("customer_id","tender_id",lower("file_name"));--> statement-breakpoint
CREATE INDEX "project_tasks_due_idx" ON "project_tasks" USING btree ("customer_id","due_date");--> statement-breakpoint
CREATE INDEX "project_tasks_assigned_idx" ON "project_tasks" USING gin ("assigned_user_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "project_users_role_uq" ON "project_users" USING btree ("customer_id","project_id","user_id","role_id");--> statement-breakpoint
CREATE INDEX "project_users_user_idx" ON "project_users" USING btree ("customer_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_number_uq" ON "projects" USING btree ("customer_id",lower("number")) WHERE "projects"."number" <> '' and "projects"."type" <> 'TEMPLATE';--> statement-breakpoint
CREATE INDEX "projects_updated_idx" ON "projects" USING btree ("customer_id","updated_at");--> statement-breakpoint
CREATE INDEX "projects_status_idx" ON "projects" USING btree ("customer_id","status");--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gin ("search");--> statement-breakpoint
CREATE INDEX "projects_name_trgm_idx" ON "projects" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_number_trgm_idx" ON "projects" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_category_ids_idx" ON "projects" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "projects_trade_agreement_ids_idx" ON "projects" USING gin ("trade_agreement_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_name_uq" ON "saved_searches" USING btree ("customer_id","owner_id","type",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "tender_invitations_email_uq" ON "tender_invitations" USING btree ("customer_id","tender_id",lower("email"));--> statement-breakpoint
CREATE INDEX "tenders_project_idx" ON "tenders" USING btree ("customer_id","project_id");--> statement-breakpoint
CREATE INDEX "tenders_closing_idx" ON "tenders" USING btree ("customer_id","date_closing");--> statement-breakpoint
CREATE INDEX "tenders_available_idx" ON "tenders" USING btree ("customer_id","date_available");--> statement-breakpoint
CREATE INDEX "audit_events_project_idx" ON "audit_events" USING btree ("customer_id","project_id","seq");
--> statement-breakpoint
ALTER TABLE "projects" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "projects" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "tenders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "tenders" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "tender_meetings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "tender_meetings" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "project_documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "project_documents" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "tender_compliance_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "tender_compliance_items" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "tender_invitations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "tender_invitations" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "project_users" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "project_users" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "saved_searches" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "project_journals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "project_journals" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "project_journal_comments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "project_journal_comments" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "project_journal_documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "project_journal_documents" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "project_tasks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "project_tasks" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "project_comments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "project_comments" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
