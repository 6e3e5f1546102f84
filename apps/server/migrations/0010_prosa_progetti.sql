CREATE TABLE "prosa"."interventi" (
	"id" serial PRIMARY KEY NOT NULL,
	"progetto_id" integer NOT NULL,
	"setting" text NOT NULL,
	"destinatari" text[] NOT NULL,
	"dal" date NOT NULL,
	"al" date,
	"luogo" text NOT NULL,
	"descrizione" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prosa"."progetti" (
	"id" serial PRIMARY KEY NOT NULL,
	"titolo" text NOT NULL,
	"sintesi" text NOT NULL,
	"obiettivi" text DEFAULT '' NOT NULL,
	"azienda_id" integer NOT NULL,
	"distretto_ref" integer,
	"dipartimento_ref" integer,
	"tematiche" integer[] NOT NULL,
	"sottotematiche" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"destinatari" text[] NOT NULL,
	"setting" text[] NOT NULL,
	"dal" date NOT NULL,
	"al" date,
	"partner" text[] DEFAULT '{}'::text[] NOT NULL,
	"link" text[] DEFAULT '{}'::text[] NOT NULL,
	"stato" text DEFAULT 'bozza' NOT NULL,
	"autore" text NOT NULL,
	"ricerca" "tsvector" GENERATED ALWAYS AS (to_tsvector('italian', titolo || ' ' || sintesi || ' ' || obiettivi)) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prosa"."interventi" ADD CONSTRAINT "interventi_progetto_id_progetti_id_fk" FOREIGN KEY ("progetto_id") REFERENCES "prosa"."progetti"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prosa"."progetti" ADD CONSTRAINT "progetti_azienda_id_aziende_id_fk" FOREIGN KEY ("azienda_id") REFERENCES "prosa"."aziende"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prosa"."progetti" ADD CONSTRAINT "progetti_distretto_ref_distretti_id_fk" FOREIGN KEY ("distretto_ref") REFERENCES "prosa"."distretti"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prosa"."progetti" ADD CONSTRAINT "progetti_dipartimento_ref_dipartimenti_id_fk" FOREIGN KEY ("dipartimento_ref") REFERENCES "prosa"."dipartimenti"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interventi_progetto_idx" ON "prosa"."interventi" USING btree ("progetto_id");--> statement-breakpoint
CREATE INDEX "progetti_azienda_idx" ON "prosa"."progetti" USING btree ("azienda_id","stato");--> statement-breakpoint
CREATE INDEX "progetti_ricerca_idx" ON "prosa"."progetti" USING gin ("ricerca");--> statement-breakpoint
CREATE INDEX "progetti_tematiche_idx" ON "prosa"."progetti" USING gin ("tematiche");--> statement-breakpoint
CREATE INDEX "progetti_sottotematiche_idx" ON "prosa"."progetti" USING gin ("sottotematiche");