-- Secure messaging (issue 34, docs/adr/0049-chat.md): conversations between two sides a care or service
-- relationship joins, their messages (one per sender's client id) and how far each side has read. Each message and
-- each read is notified on `halo_changes` as `chat.<table>:<conversation id>` (0021's channel): every replica's
-- streams then read what is new from the tables.
CREATE SCHEMA "chat";
--> statement-breakpoint
CREATE TABLE "chat"."conversazioni" (
	"id" serial PRIMARY KEY NOT NULL,
	"ambito" text NOT NULL,
	"parte_a" text NOT NULL,
	"parte_b" text NOT NULL,
	"creata_il" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversazioni_parti_key" UNIQUE("ambito","parte_a","parte_b"),
	CONSTRAINT "conversazioni_ambito_check" CHECK ("chat"."conversazioni"."ambito" IN ('stroke', 'prosa'))
);
--> statement-breakpoint
CREATE TABLE "chat"."letture" (
	"conversazione_id" integer NOT NULL,
	"lato" text NOT NULL,
	"fino" bigint DEFAULT 0 NOT NULL,
	"letto_il" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "letture_pkey" PRIMARY KEY("conversazione_id","lato"),
	CONSTRAINT "letture_lato_check" CHECK ("chat"."letture"."lato" IN ('a', 'b'))
);
--> statement-breakpoint
CREATE TABLE "chat"."messaggi" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversazione_id" integer NOT NULL,
	"lato" text NOT NULL,
	"autore" text NOT NULL,
	"autore_nome" text NOT NULL,
	"client_id" text NOT NULL,
	"testo" text NOT NULL,
	"inviato_il" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messaggi_client_key" UNIQUE("conversazione_id","autore","client_id"),
	CONSTRAINT "messaggi_testo_check" CHECK (char_length("chat"."messaggi"."testo") BETWEEN 1 AND 2000),
	CONSTRAINT "messaggi_lato_check" CHECK ("chat"."messaggi"."lato" IN ('a', 'b'))
);
--> statement-breakpoint
ALTER TABLE "chat"."letture" ADD CONSTRAINT "letture_conversazione_id_conversazioni_id_fk" FOREIGN KEY ("conversazione_id") REFERENCES "chat"."conversazioni"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat"."messaggi" ADD CONSTRAINT "messaggi_conversazione_id_conversazioni_id_fk" FOREIGN KEY ("conversazione_id") REFERENCES "chat"."conversazioni"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversazioni_parte_a_idx" ON "chat"."conversazioni" USING btree ("parte_a");--> statement-breakpoint
CREATE INDEX "conversazioni_parte_b_idx" ON "chat"."conversazioni" USING btree ("parte_b");--> statement-breakpoint
CREATE INDEX "messaggi_conversazione_idx" ON "chat"."messaggi" USING btree ("conversazione_id","id");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "chat"."notify_conversation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('halo_changes', TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME || ':' || NEW."conversazione_id");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "halo_notify_change" AFTER INSERT ON "chat"."messaggi"
  FOR EACH ROW EXECUTE FUNCTION "chat"."notify_conversation"();
--> statement-breakpoint
CREATE TRIGGER "halo_notify_change" AFTER INSERT OR UPDATE ON "chat"."letture"
  FOR EACH ROW EXECUTE FUNCTION "chat"."notify_conversation"();
