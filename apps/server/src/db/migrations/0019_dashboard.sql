CREATE TABLE "user_buyer_widgets" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "user_buyer_widgets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"widget_id" text NOT NULL,
	"size" text NOT NULL,
	"position_x" integer NOT NULL,
	"position_y" integer NOT NULL,
	CONSTRAINT "user_buyer_widgets_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "user_dashboard_layouts" (
	"customer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_dashboard_layouts_customer_id_user_id_pk" PRIMARY KEY("customer_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "user_buyer_widgets" ADD CONSTRAINT "user_buyer_widgets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_buyer_widgets" ADD CONSTRAINT "user_buyer_widgets_customer_id_user_id_user_dashboard_layouts_customer_id_user_id_fk" FOREIGN KEY ("customer_id","user_id") REFERENCES "public"."user_dashboard_layouts"("customer_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_dashboard_layouts" ADD CONSTRAINT "user_dashboard_layouts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_buyer_widgets_widget_uq" ON "user_buyer_widgets" USING btree ("customer_id","user_id","widget_id");--> statement-breakpoint
CREATE INDEX "projects_node_status_idx" ON "projects" USING btree ("customer_id","node_id","status");--> statement-breakpoint
CREATE INDEX "projects_lead_idx" ON "projects" USING btree ("customer_id","project_lead_id");--> statement-breakpoint
CREATE INDEX "tender_meetings_tender_idx" ON "tender_meetings" USING btree ("customer_id","tender_id","date");--> statement-breakpoint
ALTER TABLE "user_dashboard_layouts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "user_dashboard_layouts" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "user_buyer_widgets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "user_buyer_widgets" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
