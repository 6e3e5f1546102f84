ALTER TABLE "audit"."entries" ADD COLUMN "read_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "entries_read_key_idx" ON "audit"."entries" USING btree ("read_key");