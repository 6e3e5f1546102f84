CREATE TABLE "prosa"."registrazioni" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"ruolo" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"azienda_id" integer NOT NULL,
	"distretto_ref" integer,
	"dati" jsonb NOT NULL,
	"consenso_versione" text NOT NULL,
	"consenso_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrazioni_subject_unique" UNIQUE("subject"),
	CONSTRAINT "registrazioni_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "prosa"."sfide_usate" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prosa"."registrazioni" ADD CONSTRAINT "registrazioni_azienda_id_aziende_id_fk" FOREIGN KEY ("azienda_id") REFERENCES "prosa"."aziende"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prosa"."registrazioni" ADD CONSTRAINT "registrazioni_distretto_ref_distretti_id_fk" FOREIGN KEY ("distretto_ref") REFERENCES "prosa"."distretti"("id") ON DELETE restrict ON UPDATE no action;