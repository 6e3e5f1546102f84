CREATE TABLE "healthenv"."allerte" (
	"id" serial PRIMARY KEY NOT NULL,
	"postazione_id" integer NOT NULL,
	"chiave" text NOT NULL,
	"tipo" text NOT NULL,
	"regola" text,
	"livello" text NOT NULL,
	"inquinante" text,
	"soglia" double precision,
	"valore_massimo" double precision,
	"inizio" timestamp with time zone NOT NULL,
	"ultimo" timestamp with time zone NOT NULL,
	"chiusa" timestamp with time zone,
	"notificata" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "allerte_tipo_check" CHECK ("healthenv"."allerte"."tipo" IN ('soglia', 'silenzio')),
	CONSTRAINT "allerte_livello_check" CHECK ("healthenv"."allerte"."livello" IN ('informazione', 'allarme'))
);
--> statement-breakpoint
CREATE TABLE "healthenv"."iscrizioni" (
	"utente" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "healthenv"."soglie" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"valore" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"aggiornate_il" timestamp with time zone DEFAULT now() NOT NULL,
	"aggiornate_da" text,
	CONSTRAINT "soglie_una_riga_check" CHECK ("healthenv"."soglie"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "healthenv"."allerte" ADD CONSTRAINT "allerte_postazione_id_postazioni_id_fk" FOREIGN KEY ("postazione_id") REFERENCES "healthenv"."postazioni"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "allerte_episodio_aperto_idx" ON "healthenv"."allerte" USING btree ("postazione_id","chiave") WHERE "healthenv"."allerte"."chiusa" IS NULL;--> statement-breakpoint
CREATE INDEX "allerte_inizio_idx" ON "healthenv"."allerte" USING btree ("inizio");