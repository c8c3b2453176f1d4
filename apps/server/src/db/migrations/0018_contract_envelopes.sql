CREATE TABLE "contract_envelopes" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "contract_envelopes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"name" text NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"timezone" text NOT NULL,
	"email_reminders" boolean DEFAULT true NOT NULL,
	"notarization" boolean DEFAULT false NOT NULL,
	"in_person_signing" boolean DEFAULT false NOT NULL,
	"review_before_completion" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'In Progress' NOT NULL,
	"sent_at" timestamp with time zone,
	"correcting" boolean DEFAULT false NOT NULL,
	"transaction_used_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"signed_storage_key" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_envelopes_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "envelope_documents" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "envelope_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"envelope_id" integer NOT NULL,
	"sort_order" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_in_byte" integer NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"pdf_storage_key" text,
	"page_count" integer,
	"converted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "envelope_documents_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "envelope_fields" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "envelope_fields_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"envelope_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"signer_id" integer NOT NULL,
	"type" text NOT NULL,
	"page" integer NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"width" double precision NOT NULL,
	"height" double precision NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"value" text,
	CONSTRAINT "envelope_fields_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "envelope_signers" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "envelope_signers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"envelope_id" integer NOT NULL,
	"sort_order" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"token_hash" text,
	"sent_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"signed_from" text,
	"signature_type" text,
	"signature" text,
	"initials" text,
	CONSTRAINT "envelope_signers_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "signer_sessions" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "signer_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"envelope_id" integer NOT NULL,
	"signer_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "signer_sessions_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
ALTER TABLE "contract_envelopes" ADD CONSTRAINT "contract_envelopes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_envelopes" ADD CONSTRAINT "contract_envelopes_customer_id_contract_id_contracts_customer_id_id_fk" FOREIGN KEY ("customer_id","contract_id") REFERENCES "public"."contracts"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelope_documents" ADD CONSTRAINT "envelope_documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelope_documents" ADD CONSTRAINT "envelope_documents_customer_id_envelope_id_contract_envelopes_customer_id_id_fk" FOREIGN KEY ("customer_id","envelope_id") REFERENCES "public"."contract_envelopes"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelope_fields" ADD CONSTRAINT "envelope_fields_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelope_fields" ADD CONSTRAINT "envelope_fields_customer_id_envelope_id_contract_envelopes_customer_id_id_fk" FOREIGN KEY ("customer_id","envelope_id") REFERENCES "public"."contract_envelopes"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelope_fields" ADD CONSTRAINT "envelope_fields_customer_id_document_id_envelope_documents_customer_id_id_fk" FOREIGN KEY ("customer_id","document_id") REFERENCES "public"."envelope_documents"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelope_fields" ADD CONSTRAINT "envelope_fields_customer_id_signer_id_envelope_signers_customer_id_id_fk" FOREIGN KEY ("customer_id","signer_id") REFERENCES "public"."envelope_signers"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelope_signers" ADD CONSTRAINT "envelope_signers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelope_signers" ADD CONSTRAINT "envelope_signers_customer_id_envelope_id_contract_envelopes_customer_id_id_fk" FOREIGN KEY ("customer_id","envelope_id") REFERENCES "public"."contract_envelopes"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signer_sessions" ADD CONSTRAINT "signer_sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signer_sessions" ADD CONSTRAINT "signer_sessions_customer_id_signer_id_envelope_signers_customer_id_id_fk" FOREIGN KEY ("customer_id","signer_id") REFERENCES "public"."envelope_signers"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_envelopes_contract_idx" ON "contract_envelopes" USING btree ("customer_id","contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "envelope_signers_email_uq" ON "envelope_signers" USING btree ("customer_id","envelope_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "envelope_signers_token_uq" ON "envelope_signers" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "signer_sessions_token_uq" ON "signer_sessions" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "contract_envelopes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "contract_envelopes" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "envelope_signers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "envelope_signers" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "envelope_documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "envelope_documents" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "envelope_fields" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "envelope_fields" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "signer_sessions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "signer_sessions" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
