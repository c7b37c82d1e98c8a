CREATE TABLE "idp_email_verifications" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idp_known_devices" (
	"account_id" uuid NOT NULL,
	"device_hash" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idp_known_devices_account_id_device_hash_pk" PRIMARY KEY("account_id","device_hash")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "idp_email_verifications" ADD CONSTRAINT "idp_email_verifications_account_id_idp_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."idp_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idp_known_devices" ADD CONSTRAINT "idp_known_devices_account_id_idp_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."idp_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idp_email_verifications_account_idx" ON "idp_email_verifications" USING btree ("account_id");