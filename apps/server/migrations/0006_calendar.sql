CREATE SCHEMA "calendar";
--> statement-breakpoint
CREATE TABLE "calendar"."booking_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_username" text,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "calendar"."bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"calendar_id" integer NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"slot_end" timestamp with time zone NOT NULL,
	"titolo" text,
	"state" text NOT NULL,
	"booked_by_subject" text NOT NULL,
	"booked_by_username" text NOT NULL,
	"for_subject" text,
	"for_key" text NOT NULL,
	"for_name" text NOT NULL,
	"for_email" text,
	"note" text DEFAULT '' NOT NULL,
	"offer_expires_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_range_check" CHECK ("calendar"."bookings"."slot_start" < "calendar"."bookings"."slot_end")
);
--> statement-breakpoint
CREATE TABLE "calendar"."calendars" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"descrizione" text DEFAULT '' NOT NULL,
	"tipo" text NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_ref" text NOT NULL,
	"owner_label" text NOT NULL,
	"codice_asl" text,
	"tipo_accesso" text NOT NULL,
	"gruppi" text[] DEFAULT '{}'::text[] NOT NULL,
	"gruppi_operatori" text[] DEFAULT '{}'::text[] NOT NULL,
	"configurazione" jsonb NOT NULL,
	"fuso_orario" text NOT NULL,
	"attivo" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendars_access_check" CHECK ("calendar"."calendars"."tipo_accesso" IN ('pubblico', 'riservato', 'interno'))
);
--> statement-breakpoint
CREATE TABLE "calendar"."slot_load" (
	"calendar_id" integer NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"booked" integer NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "slot_load_calendar_id_slot_start_pk" PRIMARY KEY("calendar_id","slot_start"),
	CONSTRAINT "slot_load_booked_check" CHECK ("calendar"."slot_load"."booked" BETWEEN 0 AND "calendar"."slot_load"."capacity")
);
--> statement-breakpoint
ALTER TABLE "calendar"."booking_history" ADD CONSTRAINT "booking_history_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "calendar"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar"."bookings" ADD CONSTRAINT "bookings_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "calendar"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar"."slot_load" ADD CONSTRAINT "slot_load_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "calendar"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_history_booking_idx" ON "calendar"."booking_history" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_person_slot_key" ON "calendar"."bookings" USING btree ("calendar_id","for_key","slot_start") WHERE "calendar"."bookings"."state" <> 'annullato';--> statement-breakpoint
CREATE INDEX "bookings_calendar_start_idx" ON "calendar"."bookings" USING btree ("calendar_id","slot_start");--> statement-breakpoint
CREATE INDEX "bookings_for_subject_idx" ON "calendar"."bookings" USING btree ("for_subject","slot_start");--> statement-breakpoint
CREATE INDEX "bookings_booked_by_idx" ON "calendar"."bookings" USING btree ("booked_by_subject","slot_start");--> statement-breakpoint
CREATE INDEX "calendars_tipo_idx" ON "calendar"."calendars" USING btree ("tipo");--> statement-breakpoint
CREATE INDEX "calendars_asl_idx" ON "calendar"."calendars" USING btree ("codice_asl");--> statement-breakpoint
CREATE INDEX "calendars_owner_idx" ON "calendar"."calendars" USING btree ("owner_kind","owner_ref");