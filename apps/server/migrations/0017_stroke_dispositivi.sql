CREATE TABLE "stroke"."allerte" (
	"id" serial PRIMARY KEY NOT NULL,
	"paziente_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"soglia" real,
	"valore" real,
	"iniziata" timestamp with time zone NOT NULL,
	"ultima" timestamp with time zone NOT NULL,
	"chiusa" timestamp with time zone,
	"vista" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stroke"."dispositivi" (
	"id" serial PRIMARY KEY NOT NULL,
	"paziente_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"modello" text NOT NULL,
	"seriale" text NOT NULL,
	"token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispositivi_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "dispositivi_modello_seriale_key" UNIQUE("modello","seriale")
);
--> statement-breakpoint
CREATE TABLE "stroke"."misurazioni" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"paziente_id" integer NOT NULL,
	"dispositivo_id" integer NOT NULL,
	"codice" text NOT NULL,
	"inizio" timestamp with time zone NOT NULL,
	"fine" timestamp with time zone,
	"valore" real,
	"sistolica" real,
	"diastolica" real,
	"classificazione" text,
	"ricevuta_il" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "misurazioni_dispositivo_codice_inizio_key" UNIQUE("dispositivo_id","codice","inizio")
);
--> statement-breakpoint
CREATE TABLE "stroke"."soglie" (
	"paziente_id" integer PRIMARY KEY NOT NULL,
	"valori" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stroke"."allerte" ADD CONSTRAINT "allerte_paziente_id_pazienti_id_fk" FOREIGN KEY ("paziente_id") REFERENCES "stroke"."pazienti"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stroke"."dispositivi" ADD CONSTRAINT "dispositivi_paziente_id_pazienti_id_fk" FOREIGN KEY ("paziente_id") REFERENCES "stroke"."pazienti"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stroke"."misurazioni" ADD CONSTRAINT "misurazioni_paziente_id_pazienti_id_fk" FOREIGN KEY ("paziente_id") REFERENCES "stroke"."pazienti"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stroke"."misurazioni" ADD CONSTRAINT "misurazioni_dispositivo_id_dispositivi_id_fk" FOREIGN KEY ("dispositivo_id") REFERENCES "stroke"."dispositivi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stroke"."soglie" ADD CONSTRAINT "soglie_paziente_id_pazienti_id_fk" FOREIGN KEY ("paziente_id") REFERENCES "stroke"."pazienti"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "allerte_aperta_key" ON "stroke"."allerte" USING btree ("paziente_id","tipo") WHERE "stroke"."allerte"."chiusa" IS NULL;--> statement-breakpoint
CREATE INDEX "allerte_paziente_idx" ON "stroke"."allerte" USING btree ("paziente_id","iniziata");--> statement-breakpoint
CREATE INDEX "dispositivi_paziente_idx" ON "stroke"."dispositivi" USING btree ("paziente_id");--> statement-breakpoint
CREATE INDEX "misurazioni_paziente_idx" ON "stroke"."misurazioni" USING btree ("paziente_id","codice","inizio");