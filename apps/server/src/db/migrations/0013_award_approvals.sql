CREATE TABLE "approver_sessions" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "approver_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"workflow_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "approver_sessions_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "award_approval_documents" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "award_approval_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"approval_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"sort_order" integer NOT NULL,
	"is_summary_report" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "award_approval_documents_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "award_approval_workflows" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "award_approval_workflows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"approval_id" integer NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"sort_order" integer NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"link_token_hash" text,
	"link_expires_at" timestamp with time zone,
	"link_used_at" timestamp with time zone,
	"email_sent_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "award_approval_workflows_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "award_approvals" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "award_approvals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tender_id" integer NOT NULL,
	"submission_id" integer NOT NULL,
	"report_name" text NOT NULL,
	"report_number" text NOT NULL,
	"status" text NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "award_approvals_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
ALTER TABLE "approver_sessions" ADD CONSTRAINT "approver_sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approver_sessions" ADD CONSTRAINT "approver_sessions_customer_id_workflow_id_award_approval_workflows_customer_id_id_fk" FOREIGN KEY ("customer_id","workflow_id") REFERENCES "public"."award_approval_workflows"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_approval_documents" ADD CONSTRAINT "award_approval_documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_approval_documents" ADD CONSTRAINT "award_approval_documents_customer_id_approval_id_award_approvals_customer_id_id_fk" FOREIGN KEY ("customer_id","approval_id") REFERENCES "public"."award_approvals"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_approval_workflows" ADD CONSTRAINT "award_approval_workflows_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_approval_workflows" ADD CONSTRAINT "award_approval_workflows_customer_id_approval_id_award_approvals_customer_id_id_fk" FOREIGN KEY ("customer_id","approval_id") REFERENCES "public"."award_approvals"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_approval_workflows" ADD CONSTRAINT "award_approval_workflows_customer_id_user_id_users_customer_id_id_fk" FOREIGN KEY ("customer_id","user_id") REFERENCES "public"."users"("customer_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_approvals" ADD CONSTRAINT "award_approvals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_approvals" ADD CONSTRAINT "award_approvals_customer_id_tender_id_tenders_customer_id_id_fk" FOREIGN KEY ("customer_id","tender_id") REFERENCES "public"."tenders"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_approvals" ADD CONSTRAINT "award_approvals_customer_id_submission_id_submissions_customer_id_id_fk" FOREIGN KEY ("customer_id","submission_id") REFERENCES "public"."submissions"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_approvals" ADD CONSTRAINT "award_approvals_customer_id_created_by_users_customer_id_id_fk" FOREIGN KEY ("customer_id","created_by") REFERENCES "public"."users"("customer_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approver_sessions_token_uq" ON "approver_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "award_approval_documents_approval_idx" ON "award_approval_documents" USING btree ("customer_id","approval_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "award_approval_workflows_email_uq" ON "award_approval_workflows" USING btree ("customer_id","approval_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "award_approval_workflows_link_uq" ON "award_approval_workflows" USING btree ("link_token_hash");--> statement-breakpoint
CREATE INDEX "award_approval_workflows_order_idx" ON "award_approval_workflows" USING btree ("customer_id","approval_id","sort_order");--> statement-breakpoint
CREATE INDEX "award_approvals_tender_idx" ON "award_approvals" USING btree ("customer_id","tender_id");--> statement-breakpoint
ALTER TABLE "award_approvals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "award_approvals" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "award_approval_documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "award_approval_documents" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "award_approval_workflows" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "award_approval_workflows" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "approver_sessions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "approver_sessions" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
