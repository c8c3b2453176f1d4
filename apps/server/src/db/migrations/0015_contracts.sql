CREATE TABLE "contract_option_terms" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "contract_option_terms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"sort_order" integer NOT NULL,
	"date_start" date,
	"date_end" date,
	"is_taken" boolean DEFAULT false NOT NULL,
	CONSTRAINT "contract_option_terms_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "contract_purchase_orders" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "contract_purchase_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"po_type_id" integer,
	"amount" numeric(15, 2) NOT NULL,
	"date" date NOT NULL,
	"po_number" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"contingency_used" numeric(15, 2) DEFAULT '0' NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_purchase_orders_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "contract_vendor_invitations" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "contract_vendor_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"email" text NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"invited_by_id" integer,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"vendor_id" integer,
	CONSTRAINT "contract_vendor_invitations_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "contract_vendors" (
	"customer_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"from_award" boolean DEFAULT false NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_vendors_customer_id_contract_id_vendor_id_pk" PRIMARY KEY("customer_id","contract_id","vendor_id")
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"internal_number" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'In Progress' NOT NULL,
	"amount" numeric(15, 2),
	"contigency_amount" numeric(15, 2),
	"total_project_value" numeric(15, 2),
	"is_term" boolean DEFAULT false NOT NULL,
	"has_contract_performance" boolean DEFAULT false NOT NULL,
	"has_wsib" boolean DEFAULT false NOT NULL,
	"has_insurance" boolean DEFAULT false NOT NULL,
	"has_contract_documents" boolean DEFAULT false NOT NULL,
	"has_vendor_documents" boolean DEFAULT false NOT NULL,
	"has_bonds_and_security" boolean DEFAULT false NOT NULL,
	"allow_vendor_document_public_upload" boolean DEFAULT false NOT NULL,
	"initial_term_start" date,
	"initial_term_end" date,
	"has_option_years" boolean DEFAULT false NOT NULL,
	"has_firm_pricing_period" boolean DEFAULT false NOT NULL,
	"firm_pricing_start" date,
	"firm_pricing_end" date,
	"has_warranty_period" boolean DEFAULT false NOT NULL,
	"warranty_start" date,
	"warranty_end" date,
	"substantial_completion_date" date,
	"term_end" date,
	"expiry_notice_days" integer,
	"cancel_reason" text,
	"created_by_id" integer,
	"started_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
ALTER TABLE "contract_option_terms" ADD CONSTRAINT "contract_option_terms_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_option_terms" ADD CONSTRAINT "contract_option_terms_customer_id_contract_id_contracts_customer_id_id_fk" FOREIGN KEY ("customer_id","contract_id") REFERENCES "public"."contracts"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_purchase_orders" ADD CONSTRAINT "contract_purchase_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_purchase_orders" ADD CONSTRAINT "contract_purchase_orders_customer_id_contract_id_contracts_customer_id_id_fk" FOREIGN KEY ("customer_id","contract_id") REFERENCES "public"."contracts"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_purchase_orders" ADD CONSTRAINT "contract_purchase_orders_customer_id_po_type_id_dropdown_options_customer_id_id_fk" FOREIGN KEY ("customer_id","po_type_id") REFERENCES "public"."dropdown_options"("customer_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_vendor_invitations" ADD CONSTRAINT "contract_vendor_invitations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_vendor_invitations" ADD CONSTRAINT "contract_vendor_invitations_customer_id_contract_id_contracts_customer_id_id_fk" FOREIGN KEY ("customer_id","contract_id") REFERENCES "public"."contracts"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_vendors" ADD CONSTRAINT "contract_vendors_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_vendors" ADD CONSTRAINT "contract_vendors_customer_id_contract_id_contracts_customer_id_id_fk" FOREIGN KEY ("customer_id","contract_id") REFERENCES "public"."contracts"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_vendors" ADD CONSTRAINT "contract_vendors_customer_id_vendor_id_vendors_customer_id_id_fk" FOREIGN KEY ("customer_id","vendor_id") REFERENCES "public"."vendors"("customer_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_customer_id_project_id_projects_customer_id_id_fk" FOREIGN KEY ("customer_id","project_id") REFERENCES "public"."projects"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_option_terms_contract_idx" ON "contract_option_terms" USING btree ("customer_id","contract_id","sort_order");--> statement-breakpoint
CREATE INDEX "contract_purchase_orders_contract_idx" ON "contract_purchase_orders" USING btree ("customer_id","contract_id","date");--> statement-breakpoint
CREATE INDEX "contract_purchase_orders_type_idx" ON "contract_purchase_orders" USING btree ("customer_id","po_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_vendor_invitations_email_uq" ON "contract_vendor_invitations" USING btree ("customer_id","contract_id",lower("email"));--> statement-breakpoint
CREATE INDEX "contract_vendor_invitations_email_idx" ON "contract_vendor_invitations" USING btree ("customer_id",lower("email"));--> statement-breakpoint
CREATE INDEX "contract_vendors_vendor_idx" ON "contract_vendors" USING btree ("customer_id","vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_project_uq" ON "contracts" USING btree ("customer_id","project_id");--> statement-breakpoint
CREATE INDEX "contracts_term_end_idx" ON "contracts" USING btree ("customer_id","status","term_end");--> statement-breakpoint
ALTER TABLE "contracts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "contracts" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "contract_option_terms" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "contract_option_terms" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "contract_vendors" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "contract_vendors" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "contract_vendor_invitations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "contract_vendor_invitations" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "contract_purchase_orders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "contract_purchase_orders" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
