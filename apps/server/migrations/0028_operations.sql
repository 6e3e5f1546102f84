CREATE SCHEMA "ops";
--> statement-breakpoint
CREATE TABLE "ops"."server_errors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"request_id" text NOT NULL,
	"method" text NOT NULL,
	"route" text,
	"status" integer NOT NULL,
	"error" text NOT NULL,
	"replica" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "server_errors_at_idx" ON "ops"."server_errors" USING btree ("at");