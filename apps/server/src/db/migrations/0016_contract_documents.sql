CREATE TABLE "contract_documents" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "contract_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"category" text NOT NULL,
	"vendor_id" integer,
	"type_id" integer,
	"display_name" text NOT NULL,
	"effective_date" date,
	"expiry_date" date,
	"security_amount" numeric(15, 2),
	"visible_to_suppliers" boolean DEFAULT false NOT NULL,
	"approved" boolean DEFAULT true NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_in_byte" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by_id" integer,
	"uploaded_by_contact_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expiry_notice_sent_at" timestamp with time zone,
	CONSTRAINT "contract_documents_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
ALTER TABLE "contract_documents" ADD CONSTRAINT "contract_documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_documents" ADD CONSTRAINT "contract_documents_customer_id_contract_id_contracts_customer_id_id_fk" FOREIGN KEY ("customer_id","contract_id") REFERENCES "public"."contracts"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_documents" ADD CONSTRAINT "contract_documents_customer_id_vendor_id_vendors_customer_id_id_fk" FOREIGN KEY ("customer_id","vendor_id") REFERENCES "public"."vendors"("customer_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_documents" ADD CONSTRAINT "contract_documents_customer_id_type_id_dropdown_options_customer_id_id_fk" FOREIGN KEY ("customer_id","type_id") REFERENCES "public"."dropdown_options"("customer_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_documents_contract_idx" ON "contract_documents" USING btree ("customer_id","contract_id","category");--> statement-breakpoint
CREATE INDEX "contract_documents_expiry_idx" ON "contract_documents" USING btree ("customer_id","expiry_date");--> statement-breakpoint
CREATE INDEX "contract_documents_pending_idx" ON "contract_documents" USING btree ("customer_id","approved");--> statement-breakpoint
CREATE INDEX "contract_documents_type_idx" ON "contract_documents" USING btree ("customer_id","type_id");--> statement-breakpoint
ALTER TABLE "contract_documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "contract_documents" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
