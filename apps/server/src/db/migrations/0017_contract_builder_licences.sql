CREATE TABLE "contract_builder_billing_periods" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "contract_builder_billing_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"licence_id" integer NOT NULL,
	"date_start" date NOT NULL,
	"date_end" date NOT NULL,
	"transaction_purchased" integer DEFAULT 100 NOT NULL,
	"price_per_transaction" numeric(15, 2) NOT NULL,
	"transaction_used" integer DEFAULT 0 NOT NULL,
	"reminded" integer[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "contract_builder_billing_periods_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "contract_builder_licences" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "contract_builder_licences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"allow_contract_builder" boolean DEFAULT true NOT NULL,
	"contact_email" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_builder_licences_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
ALTER TABLE "contract_builder_billing_periods" ADD CONSTRAINT "contract_builder_billing_periods_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_builder_billing_periods" ADD CONSTRAINT "contract_builder_billing_periods_customer_id_licence_id_contract_builder_licences_customer_id_id_fk" FOREIGN KEY ("customer_id","licence_id") REFERENCES "public"."contract_builder_licences"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_builder_licences" ADD CONSTRAINT "contract_builder_licences_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_builder_licences_agency_uq" ON "contract_builder_licences" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "contract_builder_licences" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "contract_builder_licences" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "contract_builder_billing_periods" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "contract_builder_billing_periods" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
