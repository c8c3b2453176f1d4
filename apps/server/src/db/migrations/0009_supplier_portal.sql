CREATE TABLE "meeting_attendance" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "meeting_attendance_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"meeting_id" integer NOT NULL,
	"plan_taker_id" integer NOT NULL,
	"attended" boolean NOT NULL,
	"attendee_name" text DEFAULT '' NOT NULL,
	"recorded_by_id" integer,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "meeting_attendance_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "plan_taker_downloads" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "plan_taker_downloads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tender_id" integer NOT NULL,
	"plan_taker_id" integer NOT NULL,
	"document_id" integer,
	"addendum_id" integer,
	"downloaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "plan_taker_downloads_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "plan_takers" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "plan_takers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tender_id" integer NOT NULL,
	"vendor_id" integer,
	"contact_id" integer,
	"company_name" text NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"added_by_id" integer,
	"registered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "plan_takers_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "submission_compliance" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "submission_compliance_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"submission_id" integer NOT NULL,
	"compliance_item_id" integer NOT NULL,
	"status" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"reviewed_by_id" integer,
	"reviewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "submission_compliance_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "submission_files" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "submission_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"submission_id" integer NOT NULL,
	"upload_requirement_id" integer,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_in_byte" integer NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "submission_files_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "tender_addenda" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "tender_addenda_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tender_id" integer NOT NULL,
	"number" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_in_byte" integer NOT NULL,
	"storage_key" text NOT NULL,
	"page_count" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "tender_addenda_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "tender_seal_keys" (
	"customer_id" integer NOT NULL,
	"tender_id" integer NOT NULL,
	"wrapped_key" text NOT NULL,
	"master_key_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tender_seal_keys_customer_id_tender_id_pk" PRIMARY KEY("customer_id","tender_id")
);
--> statement-breakpoint
CREATE TABLE "vendor_questions" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "vendor_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tender_id" integer NOT NULL,
	"vendor_id" integer,
	"contact_id" integer,
	"company_name" text NOT NULL,
	"full_name" text NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"question" text NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Incomplete' NOT NULL,
	"send_response_to_supplier" boolean DEFAULT false NOT NULL,
	"addendum_id" integer,
	"asked_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by_id" integer,
	CONSTRAINT "vendor_questions_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "supplier_sessions" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "supplier_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"vendor_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "supplier_sessions_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "supplier_tokens" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "supplier_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contact_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "supplier_tokens_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "vendor_contacts" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "vendor_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vendor_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"email_verified_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_contacts_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "vendors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"belongs_to_node_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"relevant_name" text DEFAULT '' NOT NULL,
	"address1" text DEFAULT '' NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"province_state" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"phone_extension" text DEFAULT '' NOT NULL,
	"fax" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"hst_number" text DEFAULT '' NOT NULL,
	"is_local_vendor" boolean DEFAULT false NOT NULL,
	"emergency_vendor" boolean DEFAULT false NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"previous_company_name" text DEFAULT '' NOT NULL,
	"other_company_names" text DEFAULT '' NOT NULL,
	"certified_diverse_supplier" boolean DEFAULT false NOT NULL,
	"diversity_classification" text DEFAULT '' NOT NULL,
	"vendor_diversity_verified" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"test_vendor" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "price_unsealed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "submission_unsealed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "unsealed_by_id" integer;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "question_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "vendor_id" integer;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "contact_id" integer;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "plan_taker_id" integer;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "is_no_bid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "no_bid_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "price_sealed" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "submission_sealed" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "content_sha256" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "receipt_number" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "private_comments" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "entered_by_id" integer;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_attendance" ADD CONSTRAINT "meeting_attendance_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_attendance" ADD CONSTRAINT "meeting_attendance_customer_id_meeting_id_tender_meetings_customer_id_id_fk" FOREIGN KEY ("customer_id","meeting_id") REFERENCES "public"."tender_meetings"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_attendance" ADD CONSTRAINT "meeting_attendance_customer_id_plan_taker_id_plan_takers_customer_id_id_fk" FOREIGN KEY ("customer_id","plan_taker_id") REFERENCES "public"."plan_takers"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_taker_downloads" ADD CONSTRAINT "plan_taker_downloads_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_taker_downloads" ADD CONSTRAINT "plan_taker_downloads_customer_id_tender_id_tenders_customer_id_id_fk" FOREIGN KEY ("customer_id","tender_id") REFERENCES "public"."tenders"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_taker_downloads" ADD CONSTRAINT "plan_taker_downloads_customer_id_plan_taker_id_plan_takers_customer_id_id_fk" FOREIGN KEY ("customer_id","plan_taker_id") REFERENCES "public"."plan_takers"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_takers" ADD CONSTRAINT "plan_takers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_takers" ADD CONSTRAINT "plan_takers_customer_id_tender_id_tenders_customer_id_id_fk" FOREIGN KEY ("customer_id","tender_id") REFERENCES "public"."tenders"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_compliance" ADD CONSTRAINT "submission_compliance_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_compliance" ADD CONSTRAINT "submission_compliance_customer_id_submission_id_submissions_customer_id_id_fk" FOREIGN KEY ("customer_id","submission_id") REFERENCES "public"."submissions"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_compliance" ADD CONSTRAINT "submission_compliance_customer_id_compliance_item_id_tender_compliance_items_customer_id_id_fk" FOREIGN KEY ("customer_id","compliance_item_id") REFERENCES "public"."tender_compliance_items"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_files" ADD CONSTRAINT "submission_files_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_files" ADD CONSTRAINT "submission_files_customer_id_submission_id_submissions_customer_id_id_fk" FOREIGN KEY ("customer_id","submission_id") REFERENCES "public"."submissions"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_addenda" ADD CONSTRAINT "tender_addenda_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_addenda" ADD CONSTRAINT "tender_addenda_customer_id_tender_id_tenders_customer_id_id_fk" FOREIGN KEY ("customer_id","tender_id") REFERENCES "public"."tenders"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_seal_keys" ADD CONSTRAINT "tender_seal_keys_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_seal_keys" ADD CONSTRAINT "tender_seal_keys_customer_id_tender_id_tenders_customer_id_id_fk" FOREIGN KEY ("customer_id","tender_id") REFERENCES "public"."tenders"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_questions" ADD CONSTRAINT "vendor_questions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_questions" ADD CONSTRAINT "vendor_questions_customer_id_tender_id_tenders_customer_id_id_fk" FOREIGN KEY ("customer_id","tender_id") REFERENCES "public"."tenders"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_sessions" ADD CONSTRAINT "supplier_sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_sessions" ADD CONSTRAINT "supplier_sessions_customer_id_contact_id_vendor_contacts_customer_id_id_fk" FOREIGN KEY ("customer_id","contact_id") REFERENCES "public"."vendor_contacts"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_tokens" ADD CONSTRAINT "supplier_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_tokens" ADD CONSTRAINT "supplier_tokens_customer_id_contact_id_vendor_contacts_customer_id_id_fk" FOREIGN KEY ("customer_id","contact_id") REFERENCES "public"."vendor_contacts"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_contacts" ADD CONSTRAINT "vendor_contacts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_contacts" ADD CONSTRAINT "vendor_contacts_customer_id_vendor_id_vendors_customer_id_id_fk" FOREIGN KEY ("customer_id","vendor_id") REFERENCES "public"."vendors"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_attendance_uq" ON "meeting_attendance" USING btree ("customer_id","meeting_id","plan_taker_id");--> statement-breakpoint
CREATE INDEX "plan_taker_downloads_taker_idx" ON "plan_taker_downloads" USING btree ("customer_id","plan_taker_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_takers_vendor_uq" ON "plan_takers" USING btree ("customer_id","tender_id","vendor_id") WHERE "plan_takers"."vendor_id" is not null;--> statement-breakpoint
CREATE INDEX "plan_takers_tender_idx" ON "plan_takers" USING btree ("customer_id","tender_id","registered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "submission_compliance_uq" ON "submission_compliance" USING btree ("customer_id","submission_id","compliance_item_id");--> statement-breakpoint
CREATE INDEX "submission_files_submission_idx" ON "submission_files" USING btree ("customer_id","submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tender_addenda_number_uq" ON "tender_addenda" USING btree ("customer_id","tender_id","number");--> statement-breakpoint
CREATE INDEX "vendor_questions_tender_idx" ON "vendor_questions" USING btree ("customer_id","tender_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_sessions_token_uq" ON "supplier_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_tokens_token_uq" ON "supplier_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "vendor_contacts_vendor_idx" ON "vendor_contacts" USING btree ("customer_id","vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_contacts_account_email_uq" ON "vendor_contacts" USING btree ("customer_id",lower("email")) WHERE "vendor_contacts"."password_hash" is not null;--> statement-breakpoint
CREATE INDEX "vendors_name_idx" ON "vendors" USING btree ("customer_id",lower("company_name"));--> statement-breakpoint
ALTER TABLE "vendors" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "vendors" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "vendor_contacts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "vendor_contacts" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "supplier_sessions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "supplier_sessions" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "supplier_tokens" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "supplier_tokens" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "plan_takers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "plan_takers" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "plan_taker_downloads" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "plan_taker_downloads" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "meeting_attendance" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "meeting_attendance" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "tender_addenda" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "tender_addenda" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "vendor_questions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "vendor_questions" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "tender_seal_keys" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "tender_seal_keys" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "submission_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "submission_files" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "submission_compliance" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "submission_compliance" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
