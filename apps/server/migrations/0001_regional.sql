CREATE SCHEMA "regional";
--> statement-breakpoint
CREATE SCHEMA "structures";
--> statement-breakpoint
CREATE TABLE "regional"."asl" (
	"id" serial PRIMARY KEY NOT NULL,
	"codice_asl" text NOT NULL,
	"codice_regione" text NOT NULL,
	"denominazione_azienda" text NOT NULL,
	"indirizzo" text,
	"cap" text,
	"comune_sede_istat" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "asl_codice_asl_unique" UNIQUE("codice_asl"),
	CONSTRAINT "asl_codice_format" CHECK ("regional"."asl"."codice_asl" ~ '^[0-9]{6}$'),
	CONSTRAINT "asl_codice_regione_prefix" CHECK (left("regional"."asl"."codice_asl", 3) = "regional"."asl"."codice_regione")
);
--> statement-breakpoint
CREATE TABLE "regional"."regioni_codici_ministeriali" (
	"codice" text PRIMARY KEY NOT NULL,
	"regione_id" integer NOT NULL,
	CONSTRAINT "regioni_codici_ministeriali_format" CHECK ("regional"."regioni_codici_ministeriali"."codice" ~ '^[0-9]{3}$')
);
--> statement-breakpoint
CREATE TABLE "regional"."comuni" (
	"id" serial PRIMARY KEY NOT NULL,
	"codice_istat" text NOT NULL,
	"denominazione" text NOT NULL,
	"sigla_provincia" text NOT NULL,
	"codice_catastale" text NOT NULL,
	"nome_ricerca" text NOT NULL,
	"popolazione_2011" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "comuni_codice_istat_unique" UNIQUE("codice_istat"),
	CONSTRAINT "comuni_codice_catastale_unique" UNIQUE("codice_catastale"),
	CONSTRAINT "comuni_istat_format" CHECK ("regional"."comuni"."codice_istat" ~ '^[0-9]{6}$'),
	CONSTRAINT "comuni_catastale_format" CHECK ("regional"."comuni"."codice_catastale" ~ '^[A-Z][0-9]{3}$')
);
--> statement-breakpoint
CREATE TABLE "regional"."dipartimenti" (
	"id" serial PRIMARY KEY NOT NULL,
	"denominazione" text NOT NULL,
	"distretto_id" integer NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regional"."distretti" (
	"id" serial PRIMARY KEY NOT NULL,
	"codice_distretto" text,
	"distretto_sanitario" text NOT NULL,
	"codice_asl" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "distretti_asl_codice_key" UNIQUE("codice_asl","codice_distretto")
);
--> statement-breakpoint
CREATE TABLE "regional"."distretti_comuni" (
	"distretto_id" integer NOT NULL,
	"comune_id" integer NOT NULL,
	CONSTRAINT "distretti_comuni_distretto_id_comune_id_pk" PRIMARY KEY("distretto_id","comune_id")
);
--> statement-breakpoint
CREATE TABLE "regional"."nazioni" (
	"id" serial PRIMARY KEY NOT NULL,
	"codice_iso2" text NOT NULL,
	"codice_iso3" text NOT NULL,
	"codice_numerico" text NOT NULL,
	"denominazione" text NOT NULL,
	"codice_belfiore" text,
	CONSTRAINT "nazioni_codice_iso2_unique" UNIQUE("codice_iso2"),
	CONSTRAINT "nazioni_codice_iso3_unique" UNIQUE("codice_iso3"),
	CONSTRAINT "nazioni_codice_belfiore_unique" UNIQUE("codice_belfiore"),
	CONSTRAINT "nazioni_iso2_format" CHECK ("regional"."nazioni"."codice_iso2" ~ '^[A-Z]{2}$'),
	CONSTRAINT "nazioni_belfiore_format" CHECK ("regional"."nazioni"."codice_belfiore" ~ '^Z[0-9]{3}$')
);
--> statement-breakpoint
CREATE TABLE "regional"."presidi_ospedalieri" (
	"id" serial PRIMARY KEY NOT NULL,
	"codice_struttura" text NOT NULL,
	"subcodice" text NOT NULL,
	"denominazione" text NOT NULL,
	"codice_regione" text NOT NULL,
	"codice_asl" text,
	"distretto_id" integer,
	"demo" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "presidi_ospedalieri_codice_key" UNIQUE("codice_struttura","subcodice"),
	CONSTRAINT "presidi_ospedalieri_struttura_format" CHECK ("regional"."presidi_ospedalieri"."codice_struttura" ~ '^[0-9]{6}$'),
	CONSTRAINT "presidi_ospedalieri_subcodice_format" CHECK ("regional"."presidi_ospedalieri"."subcodice" ~ '^[0-9]{2}$'),
	CONSTRAINT "presidi_ospedalieri_regione_prefix" CHECK (left("regional"."presidi_ospedalieri"."codice_struttura", 3) = "regional"."presidi_ospedalieri"."codice_regione")
);
--> statement-breakpoint
CREATE TABLE "regional"."province" (
	"id" serial PRIMARY KEY NOT NULL,
	"sigla" text NOT NULL,
	"codice_istat" text NOT NULL,
	"denominazione" text NOT NULL,
	"codice_regione" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "province_sigla_unique" UNIQUE("sigla"),
	CONSTRAINT "province_codice_istat_unique" UNIQUE("codice_istat"),
	CONSTRAINT "province_sigla_format" CHECK ("regional"."province"."sigla" ~ '^[A-Z]{2}$'),
	CONSTRAINT "province_istat_format" CHECK ("regional"."province"."codice_istat" ~ '^[0-9]{3}$')
);
--> statement-breakpoint
CREATE TABLE "regional"."quartieri" (
	"id" serial PRIMARY KEY NOT NULL,
	"denominazione" text NOT NULL,
	"comune_id" integer NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regional"."regioni" (
	"id" serial PRIMARY KEY NOT NULL,
	"codice_regione" text NOT NULL,
	"codice_istat" text NOT NULL,
	"denominazione" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "regioni_codice_regione_unique" UNIQUE("codice_regione"),
	CONSTRAINT "regioni_codice_istat_unique" UNIQUE("codice_istat"),
	CONSTRAINT "regioni_codice_format" CHECK ("regional"."regioni"."codice_regione" ~ '^[0-9]{3}$'),
	CONSTRAINT "regioni_istat_format" CHECK ("regional"."regioni"."codice_istat" ~ '^[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "regional"."unita_operative" (
	"id" serial PRIMARY KEY NOT NULL,
	"denominazione" text NOT NULL,
	"dipartimento_id" integer,
	"presidio_id" integer,
	"demo" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "unita_operative_genitore" CHECK ("regional"."unita_operative"."dipartimento_id" is not null or "regional"."unita_operative"."presidio_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "structures"."strutture" (
	"id" serial PRIMARY KEY NOT NULL,
	"codice_struttura" text NOT NULL,
	"denominazione" text NOT NULL,
	"codice_regione" text NOT NULL,
	"codice_asl" text NOT NULL,
	"codice_azienda" text NOT NULL,
	"codice_comune" text NOT NULL,
	"tipologia" text NOT NULL,
	"natura_giuridica" text NOT NULL,
	CONSTRAINT "strutture_codice_struttura_unique" UNIQUE("codice_struttura"),
	CONSTRAINT "strutture_codice_format" CHECK ("structures"."strutture"."codice_struttura" ~ '^[0-9]{6}$')
);
--> statement-breakpoint
CREATE TABLE "structures"."tipologie" (
	"codice" text PRIMARY KEY NOT NULL,
	"descrizione" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "regional"."asl" ADD CONSTRAINT "asl_codice_regione_regioni_codici_ministeriali_codice_fk" FOREIGN KEY ("codice_regione") REFERENCES "regional"."regioni_codici_ministeriali"("codice") ON DELETE restrict ON UPDATE restrict;--> statement-breakpoint
ALTER TABLE "regional"."regioni_codici_ministeriali" ADD CONSTRAINT "regioni_codici_ministeriali_regione_id_regioni_id_fk" FOREIGN KEY ("regione_id") REFERENCES "regional"."regioni"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regional"."comuni" ADD CONSTRAINT "comuni_sigla_provincia_province_sigla_fk" FOREIGN KEY ("sigla_provincia") REFERENCES "regional"."province"("sigla") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "regional"."dipartimenti" ADD CONSTRAINT "dipartimenti_distretto_id_distretti_id_fk" FOREIGN KEY ("distretto_id") REFERENCES "regional"."distretti"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regional"."distretti" ADD CONSTRAINT "distretti_codice_asl_asl_codice_asl_fk" FOREIGN KEY ("codice_asl") REFERENCES "regional"."asl"("codice_asl") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "regional"."distretti_comuni" ADD CONSTRAINT "distretti_comuni_distretto_id_distretti_id_fk" FOREIGN KEY ("distretto_id") REFERENCES "regional"."distretti"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regional"."distretti_comuni" ADD CONSTRAINT "distretti_comuni_comune_id_comuni_id_fk" FOREIGN KEY ("comune_id") REFERENCES "regional"."comuni"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regional"."presidi_ospedalieri" ADD CONSTRAINT "presidi_ospedalieri_codice_regione_regioni_codici_ministeriali_codice_fk" FOREIGN KEY ("codice_regione") REFERENCES "regional"."regioni_codici_ministeriali"("codice") ON DELETE restrict ON UPDATE restrict;--> statement-breakpoint
ALTER TABLE "regional"."presidi_ospedalieri" ADD CONSTRAINT "presidi_ospedalieri_codice_asl_asl_codice_asl_fk" FOREIGN KEY ("codice_asl") REFERENCES "regional"."asl"("codice_asl") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "regional"."presidi_ospedalieri" ADD CONSTRAINT "presidi_ospedalieri_distretto_id_distretti_id_fk" FOREIGN KEY ("distretto_id") REFERENCES "regional"."distretti"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regional"."province" ADD CONSTRAINT "province_codice_regione_regioni_codice_regione_fk" FOREIGN KEY ("codice_regione") REFERENCES "regional"."regioni"("codice_regione") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "regional"."quartieri" ADD CONSTRAINT "quartieri_comune_id_comuni_id_fk" FOREIGN KEY ("comune_id") REFERENCES "regional"."comuni"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regional"."unita_operative" ADD CONSTRAINT "unita_operative_dipartimento_id_dipartimenti_id_fk" FOREIGN KEY ("dipartimento_id") REFERENCES "regional"."dipartimenti"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regional"."unita_operative" ADD CONSTRAINT "unita_operative_presidio_id_presidi_ospedalieri_id_fk" FOREIGN KEY ("presidio_id") REFERENCES "regional"."presidi_ospedalieri"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "structures"."strutture" ADD CONSTRAINT "strutture_codice_regione_regioni_codici_ministeriali_codice_fk" FOREIGN KEY ("codice_regione") REFERENCES "regional"."regioni_codici_ministeriali"("codice") ON DELETE restrict ON UPDATE restrict;--> statement-breakpoint
ALTER TABLE "structures"."strutture" ADD CONSTRAINT "strutture_codice_asl_asl_codice_asl_fk" FOREIGN KEY ("codice_asl") REFERENCES "regional"."asl"("codice_asl") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "structures"."strutture" ADD CONSTRAINT "strutture_codice_comune_comuni_codice_istat_fk" FOREIGN KEY ("codice_comune") REFERENCES "regional"."comuni"("codice_istat") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "structures"."strutture" ADD CONSTRAINT "strutture_tipologia_tipologie_codice_fk" FOREIGN KEY ("tipologia") REFERENCES "structures"."tipologie"("codice") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "asl_regione_idx" ON "regional"."asl" USING btree ("codice_regione");--> statement-breakpoint
CREATE INDEX "regioni_codici_ministeriali_regione_idx" ON "regional"."regioni_codici_ministeriali" USING btree ("regione_id");--> statement-breakpoint
CREATE INDEX "comuni_provincia_idx" ON "regional"."comuni" USING btree ("sigla_provincia");--> statement-breakpoint
CREATE INDEX "comuni_nome_ricerca_idx" ON "regional"."comuni" USING btree ("nome_ricerca" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "comuni_istat_prefix_idx" ON "regional"."comuni" USING btree ("codice_istat" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "comuni_catastale_prefix_idx" ON "regional"."comuni" USING btree ("codice_catastale" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "dipartimenti_distretto_nome_key" ON "regional"."dipartimenti" USING btree ("distretto_id",lower("denominazione"));--> statement-breakpoint
CREATE INDEX "distretti_asl_idx" ON "regional"."distretti" USING btree ("codice_asl");--> statement-breakpoint
CREATE UNIQUE INDEX "distretti_asl_nome_key" ON "regional"."distretti" USING btree ("codice_asl",lower("distretto_sanitario"));--> statement-breakpoint
CREATE INDEX "distretti_comuni_comune_idx" ON "regional"."distretti_comuni" USING btree ("comune_id");--> statement-breakpoint
CREATE INDEX "presidi_ospedalieri_asl_idx" ON "regional"."presidi_ospedalieri" USING btree ("codice_asl");--> statement-breakpoint
CREATE INDEX "presidi_ospedalieri_distretto_idx" ON "regional"."presidi_ospedalieri" USING btree ("distretto_id");--> statement-breakpoint
CREATE INDEX "province_regione_idx" ON "regional"."province" USING btree ("codice_regione");--> statement-breakpoint
CREATE UNIQUE INDEX "quartieri_comune_denominazione_key" ON "regional"."quartieri" USING btree ("comune_id",lower("denominazione"));--> statement-breakpoint
CREATE UNIQUE INDEX "regioni_denominazione_key" ON "regional"."regioni" USING btree (lower("denominazione"));--> statement-breakpoint
CREATE INDEX "unita_operative_dipartimento_idx" ON "regional"."unita_operative" USING btree ("dipartimento_id");--> statement-breakpoint
CREATE INDEX "unita_operative_presidio_idx" ON "regional"."unita_operative" USING btree ("presidio_id");--> statement-breakpoint
CREATE INDEX "strutture_regione_idx" ON "structures"."strutture" USING btree ("codice_regione");--> statement-breakpoint
CREATE INDEX "strutture_asl_idx" ON "structures"."strutture" USING btree ("codice_asl");--> statement-breakpoint
CREATE INDEX "strutture_tipologia_idx" ON "structures"."strutture" USING btree ("tipologia");--> statement-breakpoint
CREATE INDEX "strutture_comune_idx" ON "structures"."strutture" USING btree ("codice_comune");