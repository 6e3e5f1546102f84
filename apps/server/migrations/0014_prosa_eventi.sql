CREATE TABLE "prosa"."eventi" (
	"id" serial PRIMARY KEY NOT NULL,
	"progetto_id" integer,
	"campagna_id" integer,
	"titolo" text NOT NULL,
	"descrizione" text DEFAULT '' NOT NULL,
	"luogo" text NOT NULL,
	"inizio" timestamp with time zone NOT NULL,
	"fine" timestamp with time zone NOT NULL,
	"posti" integer NOT NULL,
	"calendario_id" integer NOT NULL,
	"ricerca" "tsvector" GENERATED ALWAYS AS (to_tsvector('italian', titolo || ' ' || descrizione || ' ' || luogo)) STORED,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eventi_calendario_id_unique" UNIQUE("calendario_id"),
	CONSTRAINT "eventi_un_padre" CHECK ((progetto_id is null) <> (campagna_id is null))
);
--> statement-breakpoint
ALTER TABLE "prosa"."eventi" ADD CONSTRAINT "eventi_progetto_id_progetti_id_fk" FOREIGN KEY ("progetto_id") REFERENCES "prosa"."progetti"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prosa"."eventi" ADD CONSTRAINT "eventi_campagna_id_campagne_id_fk" FOREIGN KEY ("campagna_id") REFERENCES "prosa"."campagne"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eventi_inizio_idx" ON "prosa"."eventi" USING btree ("inizio");--> statement-breakpoint
CREATE INDEX "eventi_progetto_idx" ON "prosa"."eventi" USING btree ("progetto_id");--> statement-breakpoint
CREATE INDEX "eventi_campagna_idx" ON "prosa"."eventi" USING btree ("campagna_id");--> statement-breakpoint
CREATE INDEX "eventi_ricerca_idx" ON "prosa"."eventi" USING gin ("ricerca");