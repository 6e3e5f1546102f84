-- Test events (docs/adr/0047, "The subscriptions' API"): an outbox row may name the one subscription it is for, and
-- the fan-out then delivers it to that one only, whatever its types and even while suspended. The log of a
-- subscription's deliveries is read newest first, a page at a time.
ALTER TABLE "events"."outbox" ADD COLUMN "only_subscription" integer;--> statement-breakpoint
ALTER TABLE "events"."outbox" ADD CONSTRAINT "outbox_only_subscription_subscriptions_id_fk" FOREIGN KEY ("only_subscription") REFERENCES "events"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveries_log_idx" ON "events"."deliveries" USING btree ("subscription_id","seq");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "events"."fan_out"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "events"."deliveries" ("subscription_id", "event_id", "subject", "seq", "prossimo_tentativo")
  SELECT s."id", NEW."id", NEW."subject", NEW."seq", NEW."time"
  FROM "events"."subscriptions" s
  WHERE CASE
    WHEN NEW."only_subscription" IS NULL THEN s."attiva" AND NEW."type" = ANY(s."tipi")
    ELSE s."id" = NEW."only_subscription"
  END;
  RETURN NULL;
END
$$;
