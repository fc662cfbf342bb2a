CREATE TABLE "protocol_webhook_attempts" (
	"delivery_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"started_at" timestamp (6) with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"http_status" integer,
	"error" text,
	CONSTRAINT "protocol_webhook_attempts_delivery_id_attempt_pk" PRIMARY KEY("delivery_id","attempt")
);
--> statement-breakpoint
CREATE TABLE "protocol_webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"webhook_id" uuid,
	"key_id" uuid NOT NULL,
	"url" text NOT NULL,
	"event" text NOT NULL,
	"session_id" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp (6) with time zone,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp (6) with time zone
);
--> statement-breakpoint
CREATE TABLE "protocol_webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key_id" uuid NOT NULL,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"secret_cipher" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "protocol_webhook_attempts" ADD CONSTRAINT "protocol_webhook_attempts_delivery_id_protocol_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."protocol_webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_webhook_deliveries" ADD CONSTRAINT "protocol_webhook_deliveries_webhook_id_protocol_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."protocol_webhooks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_webhook_deliveries" ADD CONSTRAINT "protocol_webhook_deliveries_key_id_record_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."record_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_webhooks" ADD CONSTRAINT "protocol_webhooks_key_id_record_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."record_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "protocol_webhook_deliveries_webhook" ON "protocol_webhook_deliveries" USING btree ("webhook_id","created_at");--> statement-breakpoint
CREATE INDEX "protocol_webhook_deliveries_key" ON "protocol_webhook_deliveries" USING btree ("key_id","created_at");--> statement-breakpoint
CREATE INDEX "protocol_webhooks_key" ON "protocol_webhooks" USING btree ("key_id","created_at");