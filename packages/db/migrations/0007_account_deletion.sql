-- Account deletion (issue 29, item 5, decision 0029) finds the contact messages and submissions
-- sent with the account's address, compared case-insensitively: an index on lower(email) each.
CREATE INDEX "contact_messages_email_lower_idx" ON "contact_messages" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "submissions_email_lower_idx" ON "submissions" USING btree (lower("email"));