ALTER TABLE "payments" DROP CONSTRAINT "payments_kind_ck";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "service_order_id" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_service_order_fk" FOREIGN KEY ("tenant_id","service_order_id") REFERENCES "public"."service_orders"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_deposit_refund_uq" ON "payments" USING btree ("tenant_id","service_order_id") WHERE "payments"."kind" = 'DEPOSIT_REFUND' and "payments"."status" = 'POSTED';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_ck" CHECK (case "payments"."kind" when 'COLLECTION' then "payments"."direction" = 'IN' and "payments"."rma_id" is null
        when 'SUPPLIER_PAYMENT' then "payments"."direction" = 'OUT' and "payments"."supplier_id" is not null and "payments"."rma_id" is null
        when 'SUPPLIER_CREDIT' then "payments"."direction" = 'OUT' and "payments"."supplier_id" is not null and "payments"."supplier_return_id" is not null
        when 'REFUND' then "payments"."direction" = 'OUT' and "payments"."customer_id" is not null and "payments"."rma_id" is not null
        when 'CREDIT' then "payments"."direction" = 'IN' and "payments"."rma_id" is not null
        when 'DEPOSIT_REFUND' then "payments"."direction" = 'OUT' and "payments"."customer_id" is not null and "payments"."service_order_id" is not null
        else false end);