-- The FHIR adapter (issue 34, docs/adr/0048): connections to other systems' FHIR R4 servers and the messages Halo
-- pushes to them, written with the event they come from and sent by a worker on any replica.
CREATE SCHEMA "integration";
--> statement-breakpoint
CREATE TABLE "integration"."fhir_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"base_url" text NOT NULL,
	"autenticazione" text DEFAULT 'nessuna' NOT NULL,
	"bearer_token" text,
	"client_id" text,
	"token_url" text,
	"scope" text,
	"private_key" jsonb,
	"public_key" jsonb,
	"key_id" text,
	"key_created_at" timestamp with time zone,
	"risorse" text[] NOT NULL,
	"attiva" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fhir_connections_autenticazione" CHECK ("integration"."fhir_connections"."autenticazione" in ('nessuna', 'bearer', 'smart'))
);
--> statement-breakpoint
CREATE TABLE "integration"."fhir_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"connection_id" integer NOT NULL,
	"event_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"soggetto" text NOT NULL,
	"seq" bigint NOT NULL,
	"istante" timestamp with time zone NOT NULL,
	"dati" jsonb NOT NULL,
	"risorsa" text NOT NULL,
	"stato" text DEFAULT 'pending' NOT NULL,
	"tentativi" integer DEFAULT 0 NOT NULL,
	"prossimo_tentativo" timestamp with time zone DEFAULT now() NOT NULL,
	"in_corso_fino" timestamp with time zone,
	"primo_tentativo" timestamp with time zone,
	"ultimo_stato" integer,
	"ultimo_esito" text,
	"esito" jsonb,
	"inviato" timestamp with time zone,
	CONSTRAINT "fhir_messages_stato" CHECK ("integration"."fhir_messages"."stato" in ('pending', 'sent', 'failed', 'parked'))
);
--> statement-breakpoint
ALTER TABLE "integration"."fhir_messages" ADD CONSTRAINT "fhir_messages_connection_id_fhir_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "integration"."fhir_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration"."fhir_messages" ADD CONSTRAINT "fhir_messages_event_id_outbox_id_fk" FOREIGN KEY ("event_id") REFERENCES "events"."outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fhir_connections_key_id_idx" ON "integration"."fhir_connections" USING btree ("key_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fhir_messages_event_idx" ON "integration"."fhir_messages" USING btree ("connection_id","event_id");--> statement-breakpoint
CREATE INDEX "fhir_messages_due_idx" ON "integration"."fhir_messages" USING btree ("prossimo_tentativo") WHERE "integration"."fhir_messages"."stato" in ('pending', 'failed');--> statement-breakpoint
CREATE INDEX "fhir_messages_subject_idx" ON "integration"."fhir_messages" USING btree ("connection_id","soggetto","seq");--> statement-breakpoint
CREATE INDEX "fhir_messages_log_idx" ON "integration"."fhir_messages" USING btree ("connection_id","seq");--> statement-breakpoint
-- An event's FHIR messages are written with it, by the database, as its deliveries are (migration 0030): whichever
-- statement inserts the event, one pending message for each active connection that receives the event's resource.
-- The event types and the resource each is sent as are the contract's `fhirEventResources`; a test event (with a
-- recipient) is for a subscription only.
CREATE FUNCTION "integration"."fhir_fan_out"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  resource text := CASE NEW."type"
    WHEN 'it.halo.calendar.booking.created' THEN 'Appointment'
    WHEN 'it.halo.calendar.booking.cancelled' THEN 'Appointment'
    WHEN 'it.halo.stroke.score.recorded' THEN 'RiskAssessment'
  END;
BEGIN
  IF resource IS NULL OR NEW."only_subscription" IS NOT NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO "integration"."fhir_messages"
    ("connection_id", "event_id", "tipo", "soggetto", "seq", "istante", "dati", "risorsa", "prossimo_tentativo")
  SELECT c."id", NEW."id", NEW."type", NEW."subject", NEW."seq", NEW."time", NEW."data", resource, NEW."time"
  FROM "integration"."fhir_connections" c
  WHERE c."attiva" AND resource = ANY(c."risorse");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "outbox_fhir_fan_out" AFTER INSERT ON "events"."outbox" FOR EACH ROW EXECUTE FUNCTION "integration"."fhir_fan_out"();
