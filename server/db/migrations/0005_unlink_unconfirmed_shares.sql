-- Invitations were tied to whoever held the invited address, confirmed or not (issue 10, defect 2): such ties are
-- dropped, so that an invitation reaches a user again only once they confirm the address (the API ties it anew).
UPDATE "project_shares" SET "user_id" = NULL
WHERE "user_id" IN (SELECT "id" FROM "users" WHERE NOT "email_verified");
--> statement-breakpoint
-- The demo account's address cannot be confirmed by anyone: it counts as confirmed (as it is when created now).
UPDATE "idp_accounts" SET "email_verified" = true WHERE "email" = 'demo@groundwork.eco';
