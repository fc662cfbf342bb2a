CREATE TABLE "note_template_versions" (
	"template_id" text NOT NULL,
	"version" integer NOT NULL,
	"template" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "note_template_versions_template_id_version_pk" PRIMARY KEY("template_id","version")
);
--> statement-breakpoint
CREATE TABLE "note_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" uuid,
	"name" text NOT NULL,
	"version" integer NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "note_versions" ADD COLUMN "note_type_version" integer;--> statement-breakpoint
ALTER TABLE "note_template_versions" ADD CONSTRAINT "note_template_versions_template_id_note_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."note_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_templates" ADD CONSTRAINT "note_templates_owner_id_clinicians_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."clinicians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "note_templates_owner" ON "note_templates" USING btree ("owner_id");