CREATE SCHEMA "mail";
--> statement-breakpoint
CREATE SCHEMA "menu";
--> statement-breakpoint
CREATE TABLE "idp"."action_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"actions" text[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idp"."group_members" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "idp"."groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"application" text,
	"description" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groups_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "idp"."roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" text,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "authz"."account_mail" (
	"user_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail"."outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"link" text,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu"."items" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_id" integer NOT NULL,
	"parent_id" integer,
	"label" text NOT NULL,
	"icon" text,
	"route_id" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu"."menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"nome" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform"."application_authorities" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"authority" text NOT NULL,
	CONSTRAINT "application_authorities_key" UNIQUE("application_id","authority")
);
--> statement-breakpoint
CREATE TABLE "platform"."application_services" (
	"application_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "application_services_application_id_service_id_pk" PRIMARY KEY("application_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "platform"."configurations" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"nome" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"home_path" text,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "configurations_application_id_unique" UNIQUE("application_id")
);
--> statement-breakpoint
CREATE TABLE "platform"."services" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"base_path" text NOT NULL,
	"base" boolean DEFAULT false NOT NULL,
	"microservice" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "services_base_path_unique" UNIQUE("base_path")
);
--> statement-breakpoint
CREATE TABLE "platform"."settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform"."routes" ADD COLUMN "section" text;--> statement-breakpoint
ALTER TABLE "idp"."action_tokens" ADD CONSTRAINT "action_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "idp"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idp"."group_members" ADD CONSTRAINT "group_members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "idp"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idp"."group_members" ADD CONSTRAINT "group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "idp"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu"."items" ADD CONSTRAINT "items_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "menu"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu"."items" ADD CONSTRAINT "items_parent_id_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "menu"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu"."items" ADD CONSTRAINT "items_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "platform"."routes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu"."menus" ADD CONSTRAINT "menus_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "platform"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform"."application_authorities" ADD CONSTRAINT "application_authorities_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "platform"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform"."application_services" ADD CONSTRAINT "application_services_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "platform"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform"."application_services" ADD CONSTRAINT "application_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "platform"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform"."configurations" ADD CONSTRAINT "configurations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "platform"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "action_tokens_user_idx" ON "idp"."action_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "group_members_user_idx" ON "idp"."group_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_client_name_key" ON "idp"."roles" USING btree (coalesce("client_id", ''),"name");--> statement-breakpoint
CREATE INDEX "items_menu_idx" ON "menu"."items" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "items_parent_idx" ON "menu"."items" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "items_route_idx" ON "menu"."items" USING btree ("route_id");--> statement-breakpoint
CREATE UNIQUE INDEX "menus_application_nome_key" ON "menu"."menus" USING btree ("application_id",lower("nome"));--> statement-breakpoint
ALTER TABLE "platform"."routes" ADD CONSTRAINT "routes_section_sections_name_fk" FOREIGN KEY ("section") REFERENCES "authz"."sections"("name") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
-- Data move (hand-written): group membership leaves users.groups for idp.groups and idp.group_members.
INSERT INTO "idp"."groups" ("name", "path")
SELECT DISTINCT (string_to_array(prefix, '/'))[array_length(string_to_array(prefix, '/'), 1)], prefix
FROM (
	SELECT array_to_string((string_to_array(paths.g, '/'))[1:n], '/') AS prefix
	FROM (SELECT DISTINCT unnest("groups") AS g FROM "idp"."users") AS paths,
		generate_series(2, array_length(string_to_array(paths.g, '/'), 1)) AS n
) AS prefixes
WHERE prefix LIKE '/%'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "idp"."group_members" ("group_id", "user_id")
SELECT g."id", u."id" FROM "idp"."users" u CROSS JOIN LATERAL unnest(u."groups") AS p("path")
JOIN "idp"."groups" g ON g."path" = p."path"
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "idp"."users" DROP COLUMN "groups";