import { and, eq, sql } from 'drizzle-orm';
import { tenantOf, type Tx } from '../../db/client';
import { productWarranties } from '../../db/schema/rma';
import { shopWhere } from '../../platform/resource/rows';

/**
 * Registers the warranties of a posted sale, in its transaction: each line of a product with a
 * warranty template gets one per serial number it sold (serial-tracked) or one for the line,
 * starting on the sale's day in Manila and ending after the template's duration (a month later
 * than the 31st is the month's last day). Lines of services and bundles' own lines get none (a
 * bundle's components are lines of their own). An edit rewrites the sale's lines, and their
 * warranties go with them (ON DELETE CASCADE); it calls this again for the new lines.
 */
export async function registerSaleWarranties(tx: Tx, orderId: number): Promise<void> {
  await tx.execute(sql`
    insert into product_warranties (tenant_id, customer_id, product_id, sales_order_id, sales_order_item_id, serial_number,
      quantity, warranty_template_id, warranty_name, start_date, end_date, terms)
    select i.tenant_id, o.customer_id, i.product_id, o.id, i.id, s.serial,
      case when s.serial is null then i.ordered_quantity else 1 end,
      w.id, w.name, d.day,
      case w.duration_unit when 'days' then d.day + w.duration else (d.day + make_interval(months => w.duration))::date end,
      w.terms
    from sales_order_items i
    join sales_orders o on o.tenant_id = i.tenant_id and o.id = i.sales_order_id
    join products p on p.tenant_id = i.tenant_id and p.id = i.product_id
    join warranty_templates w on w.tenant_id = p.tenant_id and w.id = p.warranty_template_id
    cross join lateral (select (o.sales_order_date at time zone 'Asia/Manila')::date as day) d
    left join lateral jsonb_array_elements_text(case when p.is_serialized then i.serial_numbers else '[]'::jsonb end) s(serial) on true
    where i.tenant_id = ${tenantOf(tx)} and i.sales_order_id = ${orderId} and p.type = 'PRODUCT'
      and not exists (select 1 from product_warranties x where x.tenant_id = i.tenant_id and x.sales_order_item_id = i.id)
    order by i.line_number, s.serial
  `);
}

/** A voided sale's warranties are VOID. */
export async function voidSaleWarranties(tx: Tx, orderId: number): Promise<void> {
  await tx
    .update(productWarranties)
    .set({ status: 'VOID', updatedAt: new Date() })
    .where(shopWhere(tx, productWarranties, and(eq(productWarranties.salesOrderId, orderId), eq(productWarranties.status, 'ACTIVE'))));
}
