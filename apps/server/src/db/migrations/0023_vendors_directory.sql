CREATE TABLE "vendor_comments" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "vendor_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vendor_id" integer NOT NULL,
	"user_id" integer,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_comments_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "vendor_documents" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "vendor_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vendor_id" integer NOT NULL,
	"display_name" text NOT NULL,
	"effective_date" date NOT NULL,
	"expiry_date" date,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_in_byte" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"approved" boolean DEFAULT true NOT NULL,
	"uploaded_by_id" integer,
	"uploaded_by_contact_id" integer,
	"expiry_notice_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_documents_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "vendor_list_members" (
	"customer_id" integer NOT NULL,
	"list_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"added_by_id" integer,
	"last_turn_at" timestamp with time zone,
	"last_turn_tender_id" integer,
	CONSTRAINT "vendor_list_members_customer_id_list_id_vendor_id_pk" PRIMARY KEY("customer_id","list_id","vendor_id")
);
--> statement-breakpoint
CREATE TABLE "vendor_lists" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "vendor_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"visibility" text NOT NULL,
	"is_rotational" boolean DEFAULT false NOT NULL,
	"owner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_lists_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
ALTER TABLE "tender_invitations" ADD COLUMN "vendor_id" integer;--> statement-breakpoint
ALTER TABLE "tender_invitations" ADD COLUMN "vendor_list_id" integer;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "vendor_id" integer;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "internal_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "subscription_expires_on" date;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "agency_notifications" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "added_by_id" integer;--> statement-breakpoint
ALTER TABLE "vendor_comments" ADD CONSTRAINT "vendor_comments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_comments" ADD CONSTRAINT "vendor_comments_customer_id_vendor_id_vendors_customer_id_id_fk" FOREIGN KEY ("customer_id","vendor_id") REFERENCES "public"."vendors"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_documents" ADD CONSTRAINT "vendor_documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_documents" ADD CONSTRAINT "vendor_documents_customer_id_vendor_id_vendors_customer_id_id_fk" FOREIGN KEY ("customer_id","vendor_id") REFERENCES "public"."vendors"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_list_members" ADD CONSTRAINT "vendor_list_members_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_list_members" ADD CONSTRAINT "vendor_list_members_customer_id_list_id_vendor_lists_customer_id_id_fk" FOREIGN KEY ("customer_id","list_id") REFERENCES "public"."vendor_lists"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_list_members" ADD CONSTRAINT "vendor_list_members_customer_id_vendor_id_vendors_customer_id_id_fk" FOREIGN KEY ("customer_id","vendor_id") REFERENCES "public"."vendors"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_lists" ADD CONSTRAINT "vendor_lists_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_comments_vendor_idx" ON "vendor_comments" USING btree ("customer_id","vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "vendor_documents_vendor_idx" ON "vendor_documents" USING btree ("customer_id","vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_documents_expiry_idx" ON "vendor_documents" USING btree ("customer_id","expiry_date");--> statement-breakpoint
CREATE INDEX "vendor_list_members_vendor_idx" ON "vendor_list_members" USING btree ("customer_id","vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_lists_name_uq" ON "vendor_lists" USING btree ("customer_id","owner_id",lower("name"));--> statement-breakpoint
CREATE INDEX "audit_events_vendor_idx" ON "audit_events" USING btree ("customer_id","vendor_id","seq") WHERE "audit_events"."vendor_id" is not null;--> statement-breakpoint
CREATE INDEX "vendors_names_trgm_idx" ON "vendors" USING gin (lower("company_name" || ' ' || "relevant_name" || ' ' || "previous_company_name" || ' ' || "other_company_names") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vendors_created_idx" ON "vendors" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "vendors_categories_idx" ON "vendors" USING gin ("category_ids");--> statement-breakpoint
ALTER TABLE "vendor_comments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "vendor_comments" USING (
  (select current_setting('procura.customer_id', true)) = '*'
  OR customer_id = (select nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer)
);
--> statement-breakpoint
ALTER TABLE "vendor_documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "vendor_documents" USING (
  (select current_setting('procura.customer_id', true)) = '*'
  OR customer_id = (select nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer)
);
--> statement-breakpoint
ALTER TABLE "vendor_lists" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "vendor_lists" USING (
  (select current_setting('procura.customer_id', true)) = '*'
  OR customer_id = (select nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer)
);
--> statement-breakpoint
ALTER TABLE "vendor_list_members" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "vendor_list_members" USING (
  (select current_setting('procura.customer_id', true)) = '*'
  OR customer_id = (select nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer)
);
