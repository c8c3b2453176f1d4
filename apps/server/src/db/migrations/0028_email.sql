CREATE TABLE "email_documents" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "email_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"node_id" integer NOT NULL,
	"email_id" integer,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"uploaded_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_documents_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "email_recipients" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "email_recipients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email_id" integer NOT NULL,
	"kind" text NOT NULL,
	"project_user_id" integer,
	"contact_id" integer,
	"invitation_id" integer,
	"vendor_id" integer,
	"name" text DEFAULT '' NOT NULL,
	"company_name" text,
	"address" text NOT NULL,
	"outbox_id" integer,
	"status" text,
	"error" text,
	CONSTRAINT "email_recipients_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "email_settings" (
	"customer_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"restricted_domains" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_settings_customer_id_node_id_pk" PRIMARY KEY("customer_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "email_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"node_id" integer NOT NULL,
	"group_name" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sender" text DEFAULT '' NOT NULL,
	"cc" text DEFAULT '' NOT NULL,
	"bcc" text DEFAULT '' NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_templates_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "emails" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "emails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"node_id" integer NOT NULL,
	"project_id" integer,
	"tender_id" integer,
	"contract_id" integer,
	"vendor_id" integer,
	"sender" text DEFAULT '' NOT NULL,
	"reply_to" text NOT NULL,
	"ccs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bccs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"group_name" text,
	"status" text NOT NULL,
	"send_date_utc" timestamp with time zone,
	"forwarded_from_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "emails_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sender_name" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "cc" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "bcc" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "email_documents" ADD CONSTRAINT "email_documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_recipients" ADD CONSTRAINT "email_recipients_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_recipients" ADD CONSTRAINT "email_recipients_customer_id_email_id_emails_customer_id_id_fk" FOREIGN KEY ("customer_id","email_id") REFERENCES "public"."emails"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_settings" ADD CONSTRAINT "email_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_settings" ADD CONSTRAINT "email_settings_customer_id_node_id_nodes_customer_id_id_fk" FOREIGN KEY ("customer_id","node_id") REFERENCES "public"."nodes"("customer_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_customer_id_node_id_nodes_customer_id_id_fk" FOREIGN KEY ("customer_id","node_id") REFERENCES "public"."nodes"("customer_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_customer_id_node_id_nodes_customer_id_id_fk" FOREIGN KEY ("customer_id","node_id") REFERENCES "public"."nodes"("customer_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_documents_email_idx" ON "email_documents" USING btree ("customer_id","email_id");--> statement-breakpoint
CREATE INDEX "email_recipients_email_idx" ON "email_recipients" USING btree ("customer_id","email_id");--> statement-breakpoint
CREATE INDEX "email_recipients_vendor_idx" ON "email_recipients" USING btree ("customer_id","vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_name_uq" ON "email_templates" USING btree ("customer_id","node_id","group_name","language",lower("name"));--> statement-breakpoint
CREATE INDEX "emails_tender_idx" ON "emails" USING btree ("customer_id","tender_id","status");--> statement-breakpoint
CREATE INDEX "emails_node_idx" ON "emails" USING btree ("customer_id","node_id","status","created_at");--> statement-breakpoint
ALTER TABLE "emails" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "emails" USING (
  (select current_setting('procura.customer_id', true)) = '*'
  OR customer_id = (select nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer)
);
--> statement-breakpoint
ALTER TABLE "email_recipients" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "email_recipients" USING (
  (select current_setting('procura.customer_id', true)) = '*'
  OR customer_id = (select nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer)
);
--> statement-breakpoint
ALTER TABLE "email_documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "email_documents" USING (
  (select current_setting('procura.customer_id', true)) = '*'
  OR customer_id = (select nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer)
);
--> statement-breakpoint
ALTER TABLE "email_templates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "email_templates" USING (
  (select current_setting('procura.customer_id', true)) = '*'
  OR customer_id = (select nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer)
);
--> statement-breakpoint
ALTER TABLE "email_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "email_settings" USING (
  (select current_setting('procura.customer_id', true)) = '*'
  OR customer_id = (select nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer)
);
