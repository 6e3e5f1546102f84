CREATE SCHEMA "stroke";
--> statement-breakpoint
CREATE TABLE "stroke"."caregivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"nome" text NOT NULL,
	"cognome" text NOT NULL,
	"email" text NOT NULL,
	"telefono" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caregivers_subject_unique" UNIQUE("subject"),
	CONSTRAINT "caregivers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "stroke"."consensi" (
	"id" serial PRIMARY KEY NOT NULL,
	"paziente_id" integer NOT NULL,
	"caregiver_id" integer NOT NULL,
	"relazione" text DEFAULT '' NOT NULL,
	"dato_il" timestamp with time zone DEFAULT now() NOT NULL,
	"revocato_il" timestamp with time zone,
	CONSTRAINT "consensi_paziente_caregiver_key" UNIQUE("paziente_id","caregiver_id")
);
--> statement-breakpoint
CREATE TABLE "stroke"."fattori_clinici" (
	"id" serial PRIMARY KEY NOT NULL,
	"paziente_id" integer NOT NULL,
	"tipo_ictus" text NOT NULL,
	"data_evento" date NOT NULL,
	"nihss_ingresso" jsonb,
	"nihss_dimissione" jsonb,
	"mrs" integer,
	"trombolisi" boolean DEFAULT false NOT NULL,
	"trombectomia" boolean DEFAULT false NOT NULL,
	"pressione_sistolica" integer,
	"pressione_diastolica" integer,
	"fibrillazione_atriale" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stroke"."fattori_rischio" (
	"id" serial PRIMARY KEY NOT NULL,
	"paziente_id" integer NOT NULL,
	"pressione_sistolica" integer,
	"fattori" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fattori_rischio_paziente_id_unique" UNIQUE("paziente_id")
);
--> statement-breakpoint
CREATE TABLE "stroke"."inviti" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"medico_id" integer,
	"paziente_id" integer,
	"caregiver_id" integer,
	"invitante" text NOT NULL,
	"code_hash" text NOT NULL,
	"stato" text DEFAULT 'inviato' NOT NULL,
	"inviato_il" timestamp with time zone DEFAULT now() NOT NULL,
	"aperto_il" timestamp with time zone,
	"accettato_il" timestamp with time zone,
	"revocato_il" timestamp with time zone,
	"scade_il" timestamp with time zone NOT NULL,
	CONSTRAINT "inviti_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "inviti_tipo_check" CHECK ("stroke"."inviti"."tipo" IN ('medico', 'paziente', 'caregiver')),
	CONSTRAINT "inviti_stato_check" CHECK ("stroke"."inviti"."stato" IN ('inviato', 'aperto', 'accettato', 'scaduto', 'revocato'))
);
--> statement-breakpoint
CREATE TABLE "stroke"."medici" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"nome" text NOT NULL,
	"cognome" text NOT NULL,
	"email" text NOT NULL,
	"telefono" text,
	"specializzazione" text DEFAULT '' NOT NULL,
	"struttura" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "medici_subject_unique" UNIQUE("subject"),
	CONSTRAINT "medici_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "stroke"."pazienti" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"medico_id" integer NOT NULL,
	"nome" text NOT NULL,
	"cognome" text NOT NULL,
	"email" text NOT NULL,
	"telefono" text,
	"codice_fiscale" text,
	"data_nascita" date NOT NULL,
	"sesso" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "pazienti_subject_unique" UNIQUE("subject"),
	CONSTRAINT "pazienti_email_unique" UNIQUE("email"),
	CONSTRAINT "pazienti_codice_fiscale_unique" UNIQUE("codice_fiscale"),
	CONSTRAINT "pazienti_sesso_check" CHECK ("stroke"."pazienti"."sesso" IN ('M', 'F'))
);
--> statement-breakpoint
CREATE TABLE "stroke"."punteggi" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"paziente_id" integer NOT NULL,
	"punteggio" text NOT NULL,
	"evento_id" integer,
	"valore" real NOT NULL,
	"risultato" jsonb NOT NULL,
	"input" jsonb NOT NULL,
	"algoritmo" text NOT NULL,
	"fonte_tipo" text NOT NULL,
	"fonte_id" integer NOT NULL,
	"fonte_version" integer NOT NULL,
	"autore_nome" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stroke"."revisioni" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"paziente_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"record_id" integer NOT NULL,
	"version" integer NOT NULL,
	"dati" jsonb NOT NULL,
	"autore" text NOT NULL,
	"autore_nome" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stroke"."consensi" ADD CONSTRAINT "consensi_paziente_id_pazienti_id_fk" FOREIGN KEY ("paziente_id") REFERENCES "stroke"."pazienti"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stroke"."consensi" ADD CONSTRAINT "consensi_caregiver_id_caregivers_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "stroke"."caregivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stroke"."fattori_clinici" ADD CONSTRAINT "fattori_clinici_paziente_id_pazienti_id_fk" FOREIGN KEY ("paziente_id") REFERENCES "stroke"."pazienti"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stroke"."fattori_rischio" ADD CONSTRAINT "fattori_rischio_paziente_id_pazienti_id_fk" FOREIGN KEY ("paziente_id") REFERENCES "stroke"."pazienti"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stroke"."inviti" ADD CONSTRAINT "inviti_medico_id_medici_id_fk" FOREIGN KEY ("medico_id") REFERENCES "stroke"."medici"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stroke"."inviti" ADD CONSTRAINT "inviti_paziente_id_pazienti_id_fk" FOREIGN KEY ("paziente_id") REFERENCES "stroke"."pazienti"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stroke"."inviti" ADD CONSTRAINT "inviti_caregiver_id_caregivers_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "stroke"."caregivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stroke"."pazienti" ADD CONSTRAINT "pazienti_medico_id_medici_id_fk" FOREIGN KEY ("medico_id") REFERENCES "stroke"."medici"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stroke"."punteggi" ADD CONSTRAINT "punteggi_paziente_id_pazienti_id_fk" FOREIGN KEY ("paziente_id") REFERENCES "stroke"."pazienti"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stroke"."revisioni" ADD CONSTRAINT "revisioni_paziente_id_pazienti_id_fk" FOREIGN KEY ("paziente_id") REFERENCES "stroke"."pazienti"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consensi_caregiver_idx" ON "stroke"."consensi" USING btree ("caregiver_id");--> statement-breakpoint
CREATE INDEX "fattori_clinici_paziente_idx" ON "stroke"."fattori_clinici" USING btree ("paziente_id","data_evento");--> statement-breakpoint
CREATE INDEX "inviti_medico_idx" ON "stroke"."inviti" USING btree ("medico_id");--> statement-breakpoint
CREATE INDEX "inviti_paziente_idx" ON "stroke"."inviti" USING btree ("paziente_id");--> statement-breakpoint
CREATE INDEX "inviti_caregiver_idx" ON "stroke"."inviti" USING btree ("caregiver_id");--> statement-breakpoint
CREATE INDEX "pazienti_medico_idx" ON "stroke"."pazienti" USING btree ("medico_id","cognome","nome");--> statement-breakpoint
CREATE INDEX "punteggi_paziente_idx" ON "stroke"."punteggi" USING btree ("paziente_id","punteggio","at");--> statement-breakpoint
CREATE UNIQUE INDEX "revisioni_record_version_key" ON "stroke"."revisioni" USING btree ("tipo","record_id","version");--> statement-breakpoint
CREATE FUNCTION "stroke"."append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'stroke.% is append-only', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "revisioni_append_only" BEFORE UPDATE OR DELETE ON "stroke"."revisioni"
  FOR EACH ROW EXECUTE FUNCTION "stroke"."append_only"();--> statement-breakpoint
CREATE TRIGGER "punteggi_append_only" BEFORE UPDATE OR DELETE ON "stroke"."punteggi"
  FOR EACH ROW EXECUTE FUNCTION "stroke"."append_only"();
