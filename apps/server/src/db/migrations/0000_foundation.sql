CREATE TABLE "feature_overrides" (
	"feature" text NOT NULL,
	"module" text DEFAULT '' NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "feature_overrides_feature_module_pk" PRIMARY KEY("feature","module")
);
--> statement-breakpoint
CREATE TABLE "route_permissions" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "route_permissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"node_id" integer NOT NULL,
	"route_name" text NOT NULL,
	"control_id" text,
	"permission_id" text NOT NULL,
	"can_perform_action" boolean NOT NULL,
	CONSTRAINT "route_permissions_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "password_reset_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_reset_tokens_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"active_customer_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "sessions_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "user_customers" (
	"customer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"linked_customer_id" integer NOT NULL,
	CONSTRAINT "user_customers_customer_id_user_id_linked_customer_id_pk" PRIMARY KEY("customer_id","user_id","linked_customer_id")
);
--> statement-breakpoint
CREATE TABLE "user_group_members" (
	"customer_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "user_group_members_customer_id_group_id_user_id_pk" PRIMARY KEY("customer_id","group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "user_group_permissions" (
	"customer_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"permission_id" text NOT NULL,
	CONSTRAINT "user_group_permissions_customer_id_group_id_permission_id_pk" PRIMARY KEY("customer_id","group_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "user_groups" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "user_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"node_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_groups_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"username" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text,
	"avatar_url" text,
	"in_active" boolean DEFAULT false NOT NULL,
	"purchaser" boolean DEFAULT false NOT NULL,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "audit_chain_heads" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"customer_id" integer NOT NULL,
	"seq" bigint NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	"actor_user_id" integer,
	"actor_label" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "audit_events_customer_id_seq_pk" PRIMARY KEY("customer_id","seq")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"display_name" text NOT NULL,
	"account_name" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"timezone" text DEFAULT 'America/Toronto' NOT NULL,
	"sso_enabled" boolean DEFAULT false NOT NULL,
	"allow_local_login" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_domain_unique" UNIQUE("domain")
);
--> statement-breakpoint
CREATE TABLE "nodes" (
	"customer_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "nodes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"contractor_performance" boolean DEFAULT false NOT NULL,
	"enable_intake_essentials" boolean DEFAULT false NOT NULL,
	CONSTRAINT "nodes_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
ALTER TABLE "route_permissions" ADD CONSTRAINT "route_permissions_customer_id_node_id_nodes_customer_id_id_fk" FOREIGN KEY ("customer_id","node_id") REFERENCES "public"."nodes"("customer_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_customer_id_user_id_users_customer_id_id_fk" FOREIGN KEY ("customer_id","user_id") REFERENCES "public"."users"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_customer_id_user_id_users_customer_id_id_fk" FOREIGN KEY ("customer_id","user_id") REFERENCES "public"."users"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_customers" ADD CONSTRAINT "user_customers_linked_customer_id_customers_id_fk" FOREIGN KEY ("linked_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_customers" ADD CONSTRAINT "user_customers_customer_id_user_id_users_customer_id_id_fk" FOREIGN KEY ("customer_id","user_id") REFERENCES "public"."users"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_members" ADD CONSTRAINT "user_group_members_customer_id_group_id_user_groups_customer_id_id_fk" FOREIGN KEY ("customer_id","group_id") REFERENCES "public"."user_groups"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_members" ADD CONSTRAINT "user_group_members_customer_id_user_id_users_customer_id_id_fk" FOREIGN KEY ("customer_id","user_id") REFERENCES "public"."users"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_permissions" ADD CONSTRAINT "user_group_permissions_customer_id_group_id_user_groups_customer_id_id_fk" FOREIGN KEY ("customer_id","group_id") REFERENCES "public"."user_groups"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_customer_id_node_id_nodes_customer_id_id_fk" FOREIGN KEY ("customer_id","node_id") REFERENCES "public"."nodes"("customer_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_chain_heads" ADD CONSTRAINT "audit_chain_heads_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nodes" ADD CONSTRAINT "nodes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "route_permissions_node_idx" ON "route_permissions" USING btree ("customer_id","node_id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_token_uq" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "user_groups_name_uq" ON "user_groups" USING btree ("customer_id","node_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_active_email_uq" ON "users" USING btree ("customer_id",lower("email")) WHERE not "users"."in_active";--> statement-breakpoint
CREATE UNIQUE INDEX "users_active_username_uq" ON "users" USING btree ("customer_id",lower("username")) WHERE not "users"."in_active";--> statement-breakpoint
CREATE INDEX "nodes_id_idx" ON "nodes" USING btree ("id");