CREATE SCHEMA "prosa";
--> statement-breakpoint
CREATE TABLE "prosa"."aziende" (
	"id" serial PRIMARY KEY NOT NULL,
	"codice_asl" text NOT NULL,
	"aderente_dal" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aziende_codice_asl_unique" UNIQUE("codice_asl")
);
--> statement-breakpoint
CREATE TABLE "prosa"."cittadini" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"azienda_id" integer NOT NULL,
	"distretto_ref" integer,
	"data_nascita" date,
	"sesso" text,
	"tematiche_pref" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"sotto_tematiche_pref" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"newsletter" boolean DEFAULT false NOT NULL,
	"promemoria" boolean DEFAULT true NOT NULL,
	"boarding_completato" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cittadini_subject_unique" UNIQUE("subject")
);
--> statement-breakpoint
CREATE TABLE "prosa"."dipartimenti" (
	"id" serial PRIMARY KEY NOT NULL,
	"azienda_id" integer NOT NULL,
	"dipartimento_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dipartimenti_azienda_ref_key" UNIQUE("azienda_id","dipartimento_id")
);
--> statement-breakpoint
CREATE TABLE "prosa"."distretti" (
	"id" serial PRIMARY KEY NOT NULL,
	"azienda_id" integer NOT NULL,
	"distretto_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distretti_azienda_ref_key" UNIQUE("azienda_id","distretto_id")
);
--> statement-breakpoint
CREATE TABLE "prosa"."enti" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"nome" text NOT NULL,
	"localita" text NOT NULL,
	"azienda_id" integer NOT NULL,
	"distretto_ref" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enti_subject_unique" UNIQUE("subject")
);
--> statement-breakpoint
CREATE TABLE "prosa"."operatori" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"ruolo" text NOT NULL,
	"tipologia" text NOT NULL,
	"livello" text NOT NULL,
	"azienda_id" integer NOT NULL,
	"distretto_ref" integer,
	"rif_distretto" integer,
	"rif_dipartimento" integer,
	"rif_struttura" integer,
	"unita" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operatori_subject_unique" UNIQUE("subject")
);
--> statement-breakpoint
CREATE TABLE "prosa"."strutture" (
	"id" serial PRIMARY KEY NOT NULL,
	"azienda_id" integer NOT NULL,
	"struttura_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "strutture_azienda_ref_key" UNIQUE("azienda_id","struttura_id")
);
--> statement-breakpoint
CREATE TABLE "prosa"."tematiche" (
	"id" serial PRIMARY KEY NOT NULL,
	"codice" text NOT NULL,
	"nome" text NOT NULL,
	"descrizione" text DEFAULT '' NOT NULL,
	"padre_id" integer,
	"posizione" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tematiche_codice_unique" UNIQUE("codice")
);
--> statement-breakpoint
ALTER TABLE "prosa"."cittadini" ADD CONSTRAINT "cittadini_azienda_id_aziende_id_fk" FOREIGN KEY ("azienda_id") REFERENCES "prosa"."aziende"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prosa"."cittadini" ADD CONSTRAINT "cittadini_distretto_ref_distretti_id_fk" FOREIGN KEY ("distretto_ref") REFERENCES "prosa"."distretti"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prosa"."dipartimenti" ADD CONSTRAINT "dipartimenti_azienda_id_aziende_id_fk" FOREIGN KEY ("azienda_id") REFERENCES "prosa"."aziende"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prosa"."distretti" ADD CONSTRAINT "distretti_azienda_id_aziende_id_fk" FOREIGN KEY ("azienda_id") REFERENCES "prosa"."aziende"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prosa"."enti" ADD CONSTRAINT "enti_azienda_id_aziende_id_fk" FOREIGN KEY ("azienda_id") REFERENCES "prosa"."aziende"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prosa"."enti" ADD CONSTRAINT "enti_distretto_ref_distretti_id_fk" FOREIGN KEY ("distretto_ref") REFERENCES "prosa"."distretti"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prosa"."operatori" ADD CONSTRAINT "operatori_azienda_id_aziende_id_fk" FOREIGN KEY ("azienda_id") REFERENCES "prosa"."aziende"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prosa"."operatori" ADD CONSTRAINT "operatori_distretto_ref_distretti_id_fk" FOREIGN KEY ("distretto_ref") REFERENCES "prosa"."distretti"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prosa"."operatori" ADD CONSTRAINT "operatori_rif_distretto_distretti_id_fk" FOREIGN KEY ("rif_distretto") REFERENCES "prosa"."distretti"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prosa"."operatori" ADD CONSTRAINT "operatori_rif_dipartimento_dipartimenti_id_fk" FOREIGN KEY ("rif_dipartimento") REFERENCES "prosa"."dipartimenti"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prosa"."operatori" ADD CONSTRAINT "operatori_rif_struttura_strutture_id_fk" FOREIGN KEY ("rif_struttura") REFERENCES "prosa"."strutture"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prosa"."strutture" ADD CONSTRAINT "strutture_azienda_id_aziende_id_fk" FOREIGN KEY ("azienda_id") REFERENCES "prosa"."aziende"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prosa"."tematiche" ADD CONSTRAINT "tematiche_padre_id_tematiche_id_fk" FOREIGN KEY ("padre_id") REFERENCES "prosa"."tematiche"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operatori_azienda_idx" ON "prosa"."operatori" USING btree ("azienda_id");--> statement-breakpoint
CREATE INDEX "tematiche_padre_idx" ON "prosa"."tematiche" USING btree ("padre_id");