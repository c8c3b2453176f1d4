CREATE TABLE "evaluation_criteria" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "evaluation_criteria_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"evaluation_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text DEFAULT 'scored' NOT NULL,
	"worth" numeric(8, 2) DEFAULT '0' NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "evaluation_criteria_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "evaluation_meetings" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "evaluation_meetings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"evaluation_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	CONSTRAINT "evaluation_meetings_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "evaluation_scores" (
	"customer_id" integer NOT NULL,
	"evaluation_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"submission_id" integer NOT NULL,
	"criterion_id" integer NOT NULL,
	"score" numeric(10, 4),
	"comment" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_scores_customer_id_member_id_submission_id_criterion_id_pk" PRIMARY KEY("customer_id","member_id","submission_id","criterion_id")
);
--> statement-breakpoint
CREATE TABLE "evaluation_sections" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "evaluation_sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"evaluation_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "evaluation_sections_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "evaluation_suppliers" (
	"customer_id" integer NOT NULL,
	"evaluation_id" integer NOT NULL,
	"submission_id" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "evaluation_suppliers_customer_id_evaluation_id_submission_id_pk" PRIMARY KEY("customer_id","evaluation_id","submission_id")
);
--> statement-breakpoint
CREATE TABLE "evaluation_team" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "evaluation_team_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"evaluation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"nda_accepted_at" timestamp with time zone,
	"has_conflict" boolean,
	"conflict_note" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "evaluation_team_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "evaluations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tender_id" integer NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"scoring_method" text DEFAULT 'points' NOT NULL,
	"decimal_places" integer DEFAULT 2 NOT NULL,
	"min_score" integer DEFAULT 0 NOT NULL,
	"max_score" integer DEFAULT 10 NOT NULL,
	"nda_template" text DEFAULT '' NOT NULL,
	"conflict_template" text DEFAULT '' NOT NULL,
	"score_card_template" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluations_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
ALTER TABLE "evaluation_criteria" ADD CONSTRAINT "evaluation_criteria_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_criteria" ADD CONSTRAINT "evaluation_criteria_customer_id_evaluation_id_evaluations_customer_id_id_fk" FOREIGN KEY ("customer_id","evaluation_id") REFERENCES "public"."evaluations"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_criteria" ADD CONSTRAINT "evaluation_criteria_customer_id_section_id_evaluation_sections_customer_id_id_fk" FOREIGN KEY ("customer_id","section_id") REFERENCES "public"."evaluation_sections"("customer_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_meetings" ADD CONSTRAINT "evaluation_meetings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_meetings" ADD CONSTRAINT "evaluation_meetings_customer_id_evaluation_id_evaluations_customer_id_id_fk" FOREIGN KEY ("customer_id","evaluation_id") REFERENCES "public"."evaluations"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_scores" ADD CONSTRAINT "evaluation_scores_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_scores" ADD CONSTRAINT "evaluation_scores_customer_id_evaluation_id_evaluations_customer_id_id_fk" FOREIGN KEY ("customer_id","evaluation_id") REFERENCES "public"."evaluations"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_scores" ADD CONSTRAINT "evaluation_scores_customer_id_member_id_evaluation_team_customer_id_id_fk" FOREIGN KEY ("customer_id","member_id") REFERENCES "public"."evaluation_team"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_scores" ADD CONSTRAINT "evaluation_scores_customer_id_criterion_id_evaluation_criteria_customer_id_id_fk" FOREIGN KEY ("customer_id","criterion_id") REFERENCES "public"."evaluation_criteria"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_scores" ADD CONSTRAINT "evaluation_scores_customer_id_submission_id_submissions_customer_id_id_fk" FOREIGN KEY ("customer_id","submission_id") REFERENCES "public"."submissions"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_sections" ADD CONSTRAINT "evaluation_sections_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_sections" ADD CONSTRAINT "evaluation_sections_customer_id_evaluation_id_evaluations_customer_id_id_fk" FOREIGN KEY ("customer_id","evaluation_id") REFERENCES "public"."evaluations"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_suppliers" ADD CONSTRAINT "evaluation_suppliers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_suppliers" ADD CONSTRAINT "evaluation_suppliers_customer_id_evaluation_id_evaluations_customer_id_id_fk" FOREIGN KEY ("customer_id","evaluation_id") REFERENCES "public"."evaluations"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_suppliers" ADD CONSTRAINT "evaluation_suppliers_customer_id_submission_id_submissions_customer_id_id_fk" FOREIGN KEY ("customer_id","submission_id") REFERENCES "public"."submissions"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_team" ADD CONSTRAINT "evaluation_team_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_team" ADD CONSTRAINT "evaluation_team_customer_id_evaluation_id_evaluations_customer_id_id_fk" FOREIGN KEY ("customer_id","evaluation_id") REFERENCES "public"."evaluations"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_team" ADD CONSTRAINT "evaluation_team_customer_id_user_id_users_customer_id_id_fk" FOREIGN KEY ("customer_id","user_id") REFERENCES "public"."users"("customer_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_customer_id_tender_id_tenders_customer_id_id_fk" FOREIGN KEY ("customer_id","tender_id") REFERENCES "public"."tenders"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evaluation_criteria_order_idx" ON "evaluation_criteria" USING btree ("customer_id","evaluation_id","sort_order");--> statement-breakpoint
CREATE INDEX "evaluation_scores_evaluation_idx" ON "evaluation_scores" USING btree ("customer_id","evaluation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_team_user_uq" ON "evaluation_team" USING btree ("customer_id","evaluation_id","user_id");--> statement-breakpoint
CREATE INDEX "evaluation_team_user_idx" ON "evaluation_team" USING btree ("customer_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluations_tender_uq" ON "evaluations" USING btree ("customer_id","tender_id");--> statement-breakpoint
ALTER TABLE "evaluations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "evaluations" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "evaluation_sections" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "evaluation_sections" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "evaluation_criteria" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "evaluation_criteria" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "evaluation_team" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "evaluation_team" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "evaluation_meetings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "evaluation_meetings" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "evaluation_suppliers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "evaluation_suppliers" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
--> statement-breakpoint
ALTER TABLE "evaluation_scores" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "evaluation_scores" USING (
  current_setting('procura.customer_id', true) = '*'
  OR customer_id = nullif(nullif(current_setting('procura.customer_id', true), ''), '*')::integer
);
