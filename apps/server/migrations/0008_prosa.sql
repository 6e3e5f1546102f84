CREATE SCHEMA "prosa";
--> statement-breakpoint
CREATE TABLE "prosa"."aziende" (
	"id" serial PRIMARY KEY NOT NULL,
	"codice_asl" text NOT NULL,
	"aderente_dal" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aziende_codice_asl_unique" UNIQUE("codice_asl")
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
ALTER TABLE "prosa"."dipartimenti" ADD CONSTRAINT "dipartimenti_azienda_id_aziende_id_fk" FOREIGN KEY ("azienda_id") REFERENCES "prosa"."aziende"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prosa"."distretti" ADD CONSTRAINT "distretti_azienda_id_aziende_id_fk" FOREIGN KEY ("azienda_id") REFERENCES "prosa"."aziende"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prosa"."strutture" ADD CONSTRAINT "strutture_azienda_id_aziende_id_fk" FOREIGN KEY ("azienda_id") REFERENCES "prosa"."aziende"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prosa"."tematiche" ADD CONSTRAINT "tematiche_padre_id_tematiche_id_fk" FOREIGN KEY ("padre_id") REFERENCES "prosa"."tematiche"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tematiche_padre_idx" ON "prosa"."tematiche" USING btree ("padre_id");