CREATE TABLE "custom_reports" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "custom_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"node_id" integer NOT NULL,
	"name" text NOT NULL,
	"definition" jsonb NOT NULL,
	"is_pending" boolean DEFAULT false NOT NULL,
	"file_key" text,
	"created_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_run_by_id" integer,
	"last_run_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_reports_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "report_favorites" (
	"customer_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"report_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_favorites_customer_id_node_id_user_id_report_name_pk" PRIMARY KEY("customer_id","node_id","user_id","report_name")
);
--> statement-breakpoint
CREATE TABLE "report_subscription_recipients" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "report_subscription_recipients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"user_id" integer,
	"email" text,
	CONSTRAINT "report_subscription_recipients_customer_id_id_pk" PRIMARY KEY("customer_id","id"),
	CONSTRAINT "report_recipients_one_ck" CHECK (("report_subscription_recipients"."user_id" is null) <> ("report_subscription_recipients"."email" is null))
);
--> statement-breakpoint
CREATE TABLE "report_subscriptions" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "report_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"node_id" integer NOT NULL,
	"report_name" text NOT NULL,
	"start" date NOT NULL,
	"send_at" text NOT NULL,
	"frequency" text NOT NULL,
	"next_send_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone,
	"created_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_subscriptions_customer_id_id_pk" PRIMARY KEY("customer_id","id"),
	CONSTRAINT "report_subscriptions_frequency_ck" CHECK ("report_subscriptions"."frequency" in ('Daily', 'Weekly', 'Monthly'))
);
--> statement-breakpoint
ALTER TABLE "custom_reports" ADD CONSTRAINT "custom_reports_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_reports" ADD CONSTRAINT "custom_reports_customer_id_node_id_nodes_customer_id_id_fk" FOREIGN KEY ("customer_id","node_id") REFERENCES "public"."nodes"("customer_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_favorites" ADD CONSTRAINT "report_favorites_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_favorites" ADD CONSTRAINT "report_favorites_customer_id_node_id_nodes_customer_id_id_fk" FOREIGN KEY ("customer_id","node_id") REFERENCES "public"."nodes"("customer_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_subscription_recipients" ADD CONSTRAINT "report_subscription_recipients_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_subscription_recipients" ADD CONSTRAINT "report_subscription_recipients_customer_id_subscription_id_report_subscriptions_customer_id_id_fk" FOREIGN KEY ("customer_id","subscription_id") REFERENCES "public"."report_subscriptions"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_subscriptions" ADD CONSTRAINT "report_subscriptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_subscriptions" ADD CONSTRAINT "report_subscriptions_customer_id_node_id_nodes_customer_id_id_fk" FOREIGN KEY ("customer_id","node_id") REFERENCES "public"."nodes"("customer_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_reports_name_uq" ON "custom_reports" USING btree ("customer_id","node_id",lower("name"));--> statement-breakpoint
CREATE INDEX "report_recipients_subscription_idx" ON "report_subscription_recipients" USING btree ("customer_id","subscription_id");--> statement-breakpoint
CREATE INDEX "report_recipients_user_idx" ON "report_subscription_recipients" USING btree ("customer_id","user_id");--> statement-breakpoint
CREATE INDEX "report_subscriptions_due_idx" ON "report_subscriptions" USING btree ("next_send_at");--> statement-breakpoint
CREATE INDEX "report_subscriptions_creator_idx" ON "report_subscriptions" USING btree ("customer_id","node_id","created_by_id");--> statement-breakpoint
ALTER TABLE "report_favorites" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "report_favorites" USING (
  (select current_setting('procura.customer_id', true)) = '*'
  OR customer_id = (select nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer)
);
--> statement-breakpoint
ALTER TABLE "report_subscriptions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "report_subscriptions" USING (
  (select current_setting('procura.customer_id', true)) = '*'
  OR customer_id = (select nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer)
);
--> statement-breakpoint
ALTER TABLE "report_subscription_recipients" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "report_subscription_recipients" USING (
  (select current_setting('procura.customer_id', true)) = '*'
  OR customer_id = (select nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer)
);
--> statement-breakpoint
ALTER TABLE "custom_reports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "custom_reports" USING (
  (select current_setting('procura.customer_id', true)) = '*'
  OR customer_id = (select nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer)
);
