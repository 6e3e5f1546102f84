CREATE TABLE "prosa"."preferiti" (
	"subject" text NOT NULL,
	"tipo" text NOT NULL,
	"rif_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preferiti_subject_tipo_rif_id_pk" PRIMARY KEY("subject","tipo","rif_id")
);
--> statement-breakpoint
CREATE TABLE "prosa"."suggerimenti" (
	"id" serial PRIMARY KEY NOT NULL,
	"titolo" text NOT NULL,
	"testo" text NOT NULL,
	"tematica" integer,
	"azienda_id" integer NOT NULL,
	"distretto_ref" integer,
	"autore" text NOT NULL,
	"tipo_autore" text NOT NULL,
	"pubblicabile" boolean NOT NULL,
	"risposta" text,
	"risposta_pubblica" boolean DEFAULT false NOT NULL,
	"risposto_da" text,
	"risposto_il" timestamp with time zone,
	"ricerca" "tsvector" GENERATED ALWAYS AS (to_tsvector('italian', titolo || ' ' || testo)) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prosa"."suggerimenti" ADD CONSTRAINT "suggerimenti_tematica_tematiche_id_fk" FOREIGN KEY ("tematica") REFERENCES "prosa"."tematiche"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prosa"."suggerimenti" ADD CONSTRAINT "suggerimenti_azienda_id_aziende_id_fk" FOREIGN KEY ("azienda_id") REFERENCES "prosa"."aziende"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prosa"."suggerimenti" ADD CONSTRAINT "suggerimenti_distretto_ref_distretti_id_fk" FOREIGN KEY ("distretto_ref") REFERENCES "prosa"."distretti"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "suggerimenti_azienda_idx" ON "prosa"."suggerimenti" USING btree ("azienda_id");--> statement-breakpoint
CREATE INDEX "suggerimenti_autore_idx" ON "prosa"."suggerimenti" USING btree ("autore");--> statement-breakpoint
CREATE INDEX "suggerimenti_ricerca_idx" ON "prosa"."suggerimenti" USING gin ("ricerca");