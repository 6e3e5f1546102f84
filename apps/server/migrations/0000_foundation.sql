CREATE SCHEMA "idp";
--> statement-breakpoint
CREATE SCHEMA "audit";
--> statement-breakpoint
CREATE SCHEMA "authz";
--> statement-breakpoint
CREATE SCHEMA "platform";
--> statement-breakpoint
CREATE TABLE "idp"."login_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idp"."oidc_payloads" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payloads_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "idp"."secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idp"."signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idp"."users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"email" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"realm_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"client_roles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"groups" text[] DEFAULT '{}'::text[] NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit"."entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor_username" text,
	"entity" text NOT NULL,
	"entity_id" text,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"request_id" text
);
--> statement-breakpoint
CREATE TABLE "authz"."group_permissions" (
	"group_name" text NOT NULL,
	"section" text NOT NULL,
	"mask" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_permissions_group_name_section_pk" PRIMARY KEY("group_name","section"),
	CONSTRAINT "group_permissions_mask_range" CHECK ("authz"."group_permissions"."mask" between 0 and 63)
);
--> statement-breakpoint
CREATE TABLE "authz"."sections" (
	"name" text PRIMARY KEY NOT NULL,
	"application" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform"."applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"client_id" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT 'it-app' NOT NULL,
	"has_home_public" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "applications_client_id_unique" UNIQUE("client_id")
);
--> statement-breakpoint
CREATE TABLE "platform"."route_roles" (
	"route_id" integer NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "route_roles_route_id_role_pk" PRIMARY KEY("route_id","role")
);
--> statement-breakpoint
CREATE TABLE "platform"."routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"path" text NOT NULL,
	"name" text NOT NULL,
	"component" text NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "routes_application_path_key" UNIQUE("application_id","path")
);
--> statement-breakpoint
CREATE TABLE "platform"."sub_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"route_id" integer NOT NULL,
	"path_base" text NOT NULL,
	"name" text NOT NULL,
	"component" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sub_routes_route_path_key" UNIQUE("route_id","path_base")
);
--> statement-breakpoint
ALTER TABLE "authz"."group_permissions" ADD CONSTRAINT "group_permissions_section_sections_name_fk" FOREIGN KEY ("section") REFERENCES "authz"."sections"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "platform"."route_roles" ADD CONSTRAINT "route_roles_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "platform"."routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform"."routes" ADD CONSTRAINT "routes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "platform"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform"."sub_routes" ADD CONSTRAINT "sub_routes_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "platform"."routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant_id_idx" ON "idp"."oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid_idx" ON "idp"."oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_user_code_idx" ON "idp"."oidc_payloads" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "oidc_payloads_expires_at_idx" ON "idp"."oidc_payloads" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "idp"."users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "idp"."users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "entries_at_idx" ON "audit"."entries" USING btree ("at");--> statement-breakpoint
CREATE INDEX "entries_entity_idx" ON "audit"."entries" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "entries_actor_idx" ON "audit"."entries" USING btree ("actor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_nome_key" ON "platform"."applications" USING btree (lower("nome"));