CREATE TABLE "intake_documents" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "intake_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"node_id" integer NOT NULL,
	"intake_request_id" integer,
	"upload_token_hash" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intake_documents_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "intake_requests" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "intake_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"node_id" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"department_id" integer,
	"division_id" integer,
	"procurement_lead_id" integer,
	"consultant_first_name" text,
	"consultant_last_name" text,
	"consultant_email" text,
	"project_name" text NOT NULL,
	"classification" text,
	"description" text DEFAULT '' NOT NULL,
	"bid_type_id" integer,
	"apply_to_project" text DEFAULT '' NOT NULL,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_site_visit" boolean DEFAULT false NOT NULL,
	"locations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"estimated_posting_date" timestamp,
	"delivery_construction_start_date" timestamp,
	"supplier_emails" text DEFAULT '' NOT NULL,
	"project_budget" numeric(16, 2),
	"estimated_total_project_value" numeric(16, 2),
	"decline_reason" text,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone,
	"project_id" integer,
	"date_created_utc" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by_user_id" integer,
	"date_modified_utc" timestamp with time zone,
	CONSTRAINT "intake_requests_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "intake_settings" (
	"customer_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"enable_intake" boolean DEFAULT false NOT NULL,
	"guide" text DEFAULT '' NOT NULL,
	"department_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notify_user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intake_settings_customer_id_node_id_pk" PRIMARY KEY("customer_id","node_id")
);
--> statement-breakpoint
ALTER TABLE "intake_documents" ADD CONSTRAINT "intake_documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_documents" ADD CONSTRAINT "intake_documents_customer_id_intake_request_id_intake_requests_customer_id_id_fk" FOREIGN KEY ("customer_id","intake_request_id") REFERENCES "public"."intake_requests"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_requests" ADD CONSTRAINT "intake_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_requests" ADD CONSTRAINT "intake_requests_customer_id_node_id_nodes_customer_id_id_fk" FOREIGN KEY ("customer_id","node_id") REFERENCES "public"."nodes"("customer_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_settings" ADD CONSTRAINT "intake_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_settings" ADD CONSTRAINT "intake_settings_customer_id_node_id_nodes_customer_id_id_fk" FOREIGN KEY ("customer_id","node_id") REFERENCES "public"."nodes"("customer_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "intake_documents_request_idx" ON "intake_documents" USING btree ("customer_id","intake_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "intake_documents_token_uq" ON "intake_documents" USING btree ("upload_token_hash");--> statement-breakpoint
CREATE INDEX "intake_requests_node_status_idx" ON "intake_requests" USING btree ("customer_id","node_id","status","date_created_utc");--> statement-breakpoint
CREATE UNIQUE INDEX "intake_requests_project_uq" ON "intake_requests" USING btree ("customer_id","project_id") WHERE "intake_requests"."project_id" is not null;--> statement-breakpoint
ALTER TABLE "intake_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "intake_settings" USING (
  (select current_setting('procura.customer_id', true)) = '*'
  OR customer_id = (select nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer)
);
--> statement-breakpoint
ALTER TABLE "intake_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "intake_requests" USING (
  (select current_setting('procura.customer_id', true)) = '*'
  OR customer_id = (select nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer)
);
--> statement-breakpoint
ALTER TABLE "intake_documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "intake_documents" USING (
  (select current_setting('procura.customer_id', true)) = '*'
  OR customer_id = (select nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer)
);
