CREATE TABLE "awards" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "awards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tender_id" integer NOT NULL,
	"submission_id" integer NOT NULL,
	"award_amount" numeric(15, 2),
	"provisional_amount" numeric(15, 2),
	"subtotal" numeric(15, 2),
	"tax_amount" numeric(15, 2),
	"award_date" date,
	"actual_total_project_value" numeric(15, 2),
	"actual_total_annual_value" numeric(15, 2),
	"award_exception_id" integer,
	"display_to_public" boolean DEFAULT false NOT NULL,
	"value_notes" text DEFAULT '' NOT NULL,
	"contract_number" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "awards_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_customer_id_tender_id_tenders_customer_id_id_fk" FOREIGN KEY ("customer_id","tender_id") REFERENCES "public"."tenders"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_customer_id_submission_id_submissions_customer_id_id_fk" FOREIGN KEY ("customer_id","submission_id") REFERENCES "public"."submissions"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_customer_id_award_exception_id_dropdown_options_customer_id_id_fk" FOREIGN KEY ("customer_id","award_exception_id") REFERENCES "public"."dropdown_options"("customer_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "awards_submission_uq" ON "awards" USING btree ("customer_id","tender_id","submission_id");--> statement-breakpoint
CREATE INDEX "awards_exception_idx" ON "awards" USING btree ("customer_id","award_exception_id");--> statement-breakpoint
ALTER TABLE "awards" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "awards" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
