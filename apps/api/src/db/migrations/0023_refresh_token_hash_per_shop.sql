DROP INDEX "refresh_tokens_hash_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_uq" ON "refresh_tokens" USING btree ("tenant_id","token_hash");