CREATE TABLE "submissions" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tender_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"status" text DEFAULT 'incomplete' NOT NULL,
	"is_hard_copy" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submissions_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "tax_types" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "tax_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"percentage" numeric(9, 4) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "tax_types_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "tender_bonds" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "tender_bonds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tender_id" integer NOT NULL,
	"name" text NOT NULL,
	"amount_type" text NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_required" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tender_bonds_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "tender_requirements" (
	"customer_id" integer NOT NULL,
	"tender_id" integer NOT NULL,
	"sections" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"specifications_title" text DEFAULT '' NOT NULL,
	"bond_title" text DEFAULT '' NOT NULL,
	"allow_digital_bonds" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tender_requirements_customer_id_tender_id_pk" PRIMARY KEY("customer_id","tender_id")
);
--> statement-breakpoint
CREATE TABLE "tender_table_cells" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "tender_table_cells_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tender_table_id" integer NOT NULL,
	"row_id" integer NOT NULL,
	"column_id" integer NOT NULL,
	"value" text,
	"deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "tender_table_cells_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "tender_table_columns" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "tender_table_columns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tender_table_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"column_type_name" text DEFAULT 'DescriptiveText' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_editable_on_public" boolean DEFAULT false NOT NULL,
	"column_width" integer DEFAULT 150 NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"is_subtotal_included" boolean DEFAULT false NOT NULL,
	"is_hidden_on_public" boolean DEFAULT false NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"total_calculation" jsonb,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "tender_table_columns_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "tender_table_rows" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "tender_table_rows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tender_table_id" integer NOT NULL,
	"is_required" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_dynamic_row" boolean DEFAULT false NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "tender_table_rows_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "tender_tables" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "tender_tables_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tender_id" integer NOT NULL,
	"table_type" text NOT NULL,
	"name" text NOT NULL,
	"is_line_number_included" boolean DEFAULT true NOT NULL,
	"start_number" integer DEFAULT 1 NOT NULL,
	"is_included_for_summary" boolean DEFAULT true NOT NULL,
	"is_auto_compute_tax" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_required" boolean DEFAULT true NOT NULL,
	"heading_text" text DEFAULT '' NOT NULL,
	"footer_text" text DEFAULT '' NOT NULL,
	"allow_plantaker_to_add_rows" boolean DEFAULT false NOT NULL,
	"maximum_optional_rows" integer DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"taxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"has_prompt_pay_discount" boolean DEFAULT false NOT NULL,
	"prompt_pay_discount_type" text DEFAULT 'Percentage' NOT NULL,
	"prompt_pay_discount" numeric(21, 6),
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tender_tables_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "tender_upload_requirements" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "tender_upload_requirements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tender_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_required" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tender_upload_requirements_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_customer_id_tender_id_tenders_customer_id_id_fk" FOREIGN KEY ("customer_id","tender_id") REFERENCES "public"."tenders"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_types" ADD CONSTRAINT "tax_types_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_bonds" ADD CONSTRAINT "tender_bonds_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_bonds" ADD CONSTRAINT "tender_bonds_customer_id_tender_id_tenders_customer_id_id_fk" FOREIGN KEY ("customer_id","tender_id") REFERENCES "public"."tenders"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_requirements" ADD CONSTRAINT "tender_requirements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_requirements" ADD CONSTRAINT "tender_requirements_customer_id_tender_id_tenders_customer_id_id_fk" FOREIGN KEY ("customer_id","tender_id") REFERENCES "public"."tenders"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_table_cells" ADD CONSTRAINT "tender_table_cells_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_table_cells" ADD CONSTRAINT "tender_table_cells_customer_id_tender_table_id_tender_tables_customer_id_id_fk" FOREIGN KEY ("customer_id","tender_table_id") REFERENCES "public"."tender_tables"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_table_columns" ADD CONSTRAINT "tender_table_columns_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_table_columns" ADD CONSTRAINT "tender_table_columns_customer_id_tender_table_id_tender_tables_customer_id_id_fk" FOREIGN KEY ("customer_id","tender_table_id") REFERENCES "public"."tender_tables"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_table_rows" ADD CONSTRAINT "tender_table_rows_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_table_rows" ADD CONSTRAINT "tender_table_rows_customer_id_tender_table_id_tender_tables_customer_id_id_fk" FOREIGN KEY ("customer_id","tender_table_id") REFERENCES "public"."tender_tables"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_tables" ADD CONSTRAINT "tender_tables_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_tables" ADD CONSTRAINT "tender_tables_customer_id_tender_id_tenders_customer_id_id_fk" FOREIGN KEY ("customer_id","tender_id") REFERENCES "public"."tenders"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_upload_requirements" ADD CONSTRAINT "tender_upload_requirements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_upload_requirements" ADD CONSTRAINT "tender_upload_requirements_customer_id_tender_id_tenders_customer_id_id_fk" FOREIGN KEY ("customer_id","tender_id") REFERENCES "public"."tenders"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submissions_tender_idx" ON "submissions" USING btree ("customer_id","tender_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_types_name_uq" ON "tax_types" USING btree ("customer_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "tender_table_cells_uq" ON "tender_table_cells" USING btree ("customer_id","tender_table_id","row_id","column_id");--> statement-breakpoint
CREATE INDEX "tender_table_columns_table_idx" ON "tender_table_columns" USING btree ("customer_id","tender_table_id");--> statement-breakpoint
CREATE INDEX "tender_table_rows_table_idx" ON "tender_table_rows" USING btree ("customer_id","tender_table_id");--> statement-breakpoint
CREATE INDEX "tender_tables_tender_idx" ON "tender_tables" USING btree ("customer_id","tender_id","table_type");--> statement-breakpoint
CREATE UNIQUE INDEX "tender_tables_name_uq" ON "tender_tables" USING btree ("customer_id","tender_id",lower("name")) WHERE not "tender_tables"."deleted";--> statement-breakpoint
CREATE INDEX "tender_tables_name_trgm_idx" ON "tender_tables" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "tender_upload_requirements_name_uq" ON "tender_upload_requirements" USING btree ("customer_id","tender_id",lower("name"));--> statement-breakpoint
ALTER TABLE "tender_requirements" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "tender_requirements" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "tender_upload_requirements" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "tender_upload_requirements" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "tender_bonds" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "tender_bonds" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "tax_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "tax_types" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "tender_tables" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "tender_tables" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "tender_table_columns" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "tender_table_columns" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "tender_table_rows" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "tender_table_rows" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "tender_table_cells" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "tender_table_cells" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "submissions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "submissions" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
