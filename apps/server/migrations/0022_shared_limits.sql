-- Rate-limit counters and DPoP proofs seen, shared by every server process on this database
-- (docs/adr/0033-shared-limits.md). UNLOGGED by hand (drizzle cannot declare it): no WAL for a write per request;
-- after a crash of the database they start empty, which only forgets windows of at most an hour.
CREATE SCHEMA "limits";
--> statement-breakpoint
CREATE UNLOGGED TABLE "limits"."dpop_proofs" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "limits"."rate_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
