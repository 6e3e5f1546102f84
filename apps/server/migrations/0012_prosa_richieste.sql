CREATE TABLE "prosa"."richieste" (
	"id" serial PRIMARY KEY NOT NULL,
	"oggetto" text NOT NULL,
	"descrizione" text NOT NULL,
	"tematica" integer,
	"destinatari" text[] NOT NULL,
	"setting" text,
	"dal" date,
	"al" date,
	"azienda_id" integer NOT NULL,
	"distretto_ref" integer,
	"richiedente" text NOT NULL,
	"tipo_richiedente" text NOT NULL,
	"assegnatario" text,
	"stato" text DEFAULT 'inviata' NOT NULL,
	"ricerca" "tsvector" GENERATED ALWAYS AS (to_tsvector('italian', oggetto || ' ' || descrizione)) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prosa"."richieste_storia" (
	"id" serial PRIMARY KEY NOT NULL,
	"richiesta_id" integer NOT NULL,
	"stato" text NOT NULL,
	"nota" text DEFAULT '' NOT NULL,
	"autore" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prosa"."richieste" ADD CONSTRAINT "richieste_tematica_tematiche_id_fk" FOREIGN KEY ("tematica") REFERENCES "prosa"."tematiche"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prosa"."richieste" ADD CONSTRAINT "richieste_azienda_id_aziende_id_fk" FOREIGN KEY ("azienda_id") REFERENCES "prosa"."aziende"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prosa"."richieste" ADD CONSTRAINT "richieste_distretto_ref_distretti_id_fk" FOREIGN KEY ("distretto_ref") REFERENCES "prosa"."distretti"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prosa"."richieste_storia" ADD CONSTRAINT "richieste_storia_richiesta_id_richieste_id_fk" FOREIGN KEY ("richiesta_id") REFERENCES "prosa"."richieste"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "richieste_azienda_idx" ON "prosa"."richieste" USING btree ("azienda_id","stato");--> statement-breakpoint
CREATE INDEX "richieste_richiedente_idx" ON "prosa"."richieste" USING btree ("richiedente");--> statement-breakpoint
CREATE INDEX "richieste_ricerca_idx" ON "prosa"."richieste" USING gin ("ricerca");--> statement-breakpoint
CREATE INDEX "richieste_storia_richiesta_idx" ON "prosa"."richieste_storia" USING btree ("richiesta_id");