CREATE TABLE "platform"."catalogue_items" (
	"key" text PRIMARY KEY NOT NULL,
	"row_id" integer NOT NULL,
	"applied" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
