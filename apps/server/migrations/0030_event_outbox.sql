-- Domain events (issue 34, docs/adr/0047): the outbox written in the change's transaction, subscriptions and their
-- deliveries, which a worker on any replica sends in order per subscription and subject.
CREATE SCHEMA "events";
--> statement-breakpoint
CREATE TABLE "events"."deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"event_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"seq" bigint NOT NULL,
	"stato" text DEFAULT 'pending' NOT NULL,
	"tentativi" integer DEFAULT 0 NOT NULL,
	"prossimo_tentativo" timestamp with time zone DEFAULT now() NOT NULL,
	"in_corso_fino" timestamp with time zone,
	"primo_tentativo" timestamp with time zone,
	"ultimo_esito" text,
	"consegnata" timestamp with time zone,
	CONSTRAINT "deliveries_stato" CHECK ("events"."deliveries"."stato" in ('pending', 'delivered', 'parked'))
);
--> statement-breakpoint
CREATE TABLE "events"."outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"type" text NOT NULL,
	"source" text NOT NULL,
	"subject" text NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"data" jsonb NOT NULL,
	"personal" jsonb,
	CONSTRAINT "outbox_seq_unique" UNIQUE("seq")
);
--> statement-breakpoint
CREATE TABLE "events"."subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"tipi" text[] NOT NULL,
	"dati_personali" boolean DEFAULT false NOT NULL,
	"attiva" boolean DEFAULT true NOT NULL,
	"ritenta_per_ore" integer DEFAULT 24 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events"."deliveries" ADD CONSTRAINT "deliveries_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "events"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events"."deliveries" ADD CONSTRAINT "deliveries_event_id_outbox_id_fk" FOREIGN KEY ("event_id") REFERENCES "events"."outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveries_due_idx" ON "events"."deliveries" USING btree ("prossimo_tentativo") WHERE "events"."deliveries"."stato" = 'pending';--> statement-breakpoint
CREATE INDEX "deliveries_subject_idx" ON "events"."deliveries" USING btree ("subscription_id","subject","seq");--> statement-breakpoint
CREATE INDEX "outbox_time_idx" ON "events"."outbox" USING btree ("time");--> statement-breakpoint
-- An event's deliveries are written with it, by the database: whichever statement inserts the event (a service's
-- transaction, or a CTE of the change's own statement) fans it out to the active subscriptions to its type.
CREATE FUNCTION "events"."fan_out"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "events"."deliveries" ("subscription_id", "event_id", "subject", "seq", "prossimo_tentativo")
  SELECT s."id", NEW."id", NEW."subject", NEW."seq", NEW."time"
  FROM "events"."subscriptions" s
  WHERE s."attiva" AND NEW."type" = ANY(s."tipi");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "outbox_fan_out" AFTER INSERT ON "events"."outbox" FOR EACH ROW EXECUTE FUNCTION "events"."fan_out"();
