CREATE TABLE "authz"."revocations" (
	"user_id" text PRIMARY KEY NOT NULL,
	"not_before" timestamp with time zone NOT NULL
);
