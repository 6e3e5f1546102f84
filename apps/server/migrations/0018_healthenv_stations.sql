CREATE SCHEMA "healthenv";
--> statement-breakpoint
CREATE TABLE "healthenv"."monitoraggi" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sensore_id" integer NOT NULL,
	"periodo" text NOT NULL,
	"inizio" timestamp with time zone NOT NULL,
	"fine" timestamp with time zone NOT NULL,
	"valore" double precision NOT NULL,
	"validita" text NOT NULL,
	"fonte" text NOT NULL,
	"segnalazione" text,
	"registrato_il" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitoraggi_sensore_inizio_key" UNIQUE("sensore_id","inizio"),
	CONSTRAINT "monitoraggi_periodo_check" CHECK ("healthenv"."monitoraggi"."periodo" IN ('ora', 'giorno')),
	CONSTRAINT "monitoraggi_validita_check" CHECK ("healthenv"."monitoraggi"."validita" IN ('valid', 'invalid', 'provisional')),
	CONSTRAINT "monitoraggi_valore_check" CHECK ("healthenv"."monitoraggi"."valore" >= 0),
	CONSTRAINT "monitoraggi_fine_check" CHECK ("healthenv"."monitoraggi"."fine" > "healthenv"."monitoraggi"."inizio")
);
--> statement-breakpoint
CREATE TABLE "healthenv"."postazioni" (
	"id" serial PRIMARY KEY NOT NULL,
	"codice" text NOT NULL,
	"nome" text NOT NULL,
	"nome_completo" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"altitudine" double precision,
	"comune_istat" text NOT NULL,
	"comune_nome" text NOT NULL,
	"provincia" text NOT NULL,
	"regione" text NOT NULL,
	"tipo" text NOT NULL,
	"zona" text NOT NULL,
	"zona_qualita_aria" text,
	"gestore" text NOT NULL,
	"codice_gestore" text,
	"attiva_dal" date,
	"attiva_al" date,
	"archiviata_il" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "postazioni_codice_unique" UNIQUE("codice"),
	CONSTRAINT "postazioni_tipo_check" CHECK ("healthenv"."postazioni"."tipo" IN ('traffic', 'background', 'industrial')),
	CONSTRAINT "postazioni_zona_check" CHECK ("healthenv"."postazioni"."zona" IN ('urban', 'suburban', 'rural'))
);
--> statement-breakpoint
CREATE TABLE "healthenv"."sensori" (
	"id" serial PRIMARY KEY NOT NULL,
	"postazione_id" integer NOT NULL,
	"codice" text NOT NULL,
	"inquinante" text NOT NULL,
	"unita" text NOT NULL,
	"nome_fonte" text,
	"attivo_dal" date,
	"attivo_al" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sensori_codice_unique" UNIQUE("codice")
);
--> statement-breakpoint
ALTER TABLE "healthenv"."monitoraggi" ADD CONSTRAINT "monitoraggi_sensore_id_sensori_id_fk" FOREIGN KEY ("sensore_id") REFERENCES "healthenv"."sensori"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "healthenv"."sensori" ADD CONSTRAINT "sensori_postazione_id_postazioni_id_fk" FOREIGN KEY ("postazione_id") REFERENCES "healthenv"."postazioni"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sensori_postazione_idx" ON "healthenv"."sensori" USING btree ("postazione_id","inquinante");