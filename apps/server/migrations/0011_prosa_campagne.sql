CREATE TABLE "prosa"."adesioni" (
	"id" serial PRIMARY KEY NOT NULL,
	"campagna_id" integer NOT NULL,
	"subject" text NOT NULL,
	"stato" text DEFAULT 'attiva' NOT NULL,
	"aderito" timestamp with time zone DEFAULT now() NOT NULL,
	"ritirato" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "prosa"."campagne" (
	"id" serial PRIMARY KEY NOT NULL,
	"titolo" text NOT NULL,
	"descrizione" text NOT NULL,
	"invito" text NOT NULL,
	"link_invito" text,
	"azienda_id" integer NOT NULL,
	"distretto_ref" integer,
	"dipartimento_ref" integer,
	"tematiche" integer[] NOT NULL,
	"eta_min" integer,
	"eta_max" integer,
	"sesso" text,
	"dal" date NOT NULL,
	"al" date NOT NULL,
	"capienza" integer,
	"stato" text DEFAULT 'bozza' NOT NULL,
	"autore" text NOT NULL,
	"ricerca" "tsvector" GENERATED ALWAYS AS (to_tsvector('italian', titolo || ' ' || descrizione || ' ' || invito)) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prosa"."adesioni" ADD CONSTRAINT "adesioni_campagna_id_campagne_id_fk" FOREIGN KEY ("campagna_id") REFERENCES "prosa"."campagne"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prosa"."campagne" ADD CONSTRAINT "campagne_azienda_id_aziende_id_fk" FOREIGN KEY ("azienda_id") REFERENCES "prosa"."aziende"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prosa"."campagne" ADD CONSTRAINT "campagne_distretto_ref_distretti_id_fk" FOREIGN KEY ("distretto_ref") REFERENCES "prosa"."distretti"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prosa"."campagne" ADD CONSTRAINT "campagne_dipartimento_ref_dipartimenti_id_fk" FOREIGN KEY ("dipartimento_ref") REFERENCES "prosa"."dipartimenti"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "adesioni_campagna_subject_idx" ON "prosa"."adesioni" USING btree ("campagna_id","subject");--> statement-breakpoint
CREATE INDEX "adesioni_subject_idx" ON "prosa"."adesioni" USING btree ("subject");--> statement-breakpoint
CREATE INDEX "campagne_azienda_idx" ON "prosa"."campagne" USING btree ("azienda_id","stato");--> statement-breakpoint
CREATE INDEX "campagne_ricerca_idx" ON "prosa"."campagne" USING gin ("ricerca");--> statement-breakpoint
CREATE INDEX "campagne_tematiche_idx" ON "prosa"."campagne" USING gin ("tematiche");