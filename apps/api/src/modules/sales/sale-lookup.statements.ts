import { getTableColumns, sql, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/identity';
import { bundleItems, productPrices, products } from '../../db/schema/inventory';
import { commissionTemplates, discounts, paymentTypes, stockLocations, unitsOfMeasure } from '../../db/schema/masterfile';
import { customers, salesChannels, salesChannelUsers, salesSettings } from '../../db/schema/sales';
import { companyProfiles, featureFlags } from '../../db/schema/settings';
import { sessionUserSql } from '../../platform/auth/session-user';
import { fixedStatement } from '../../platform/fixed-statement';
import { resourceNamed } from '../../platform/resource/define';
import { decodeRow, jsonObject, resourceColumns, type JsonColumns } from '../../platform/resource/json-rows';
import { claimStatement, type KeyClaim } from '../../platform/documents';
import type { PaymentCategory } from '@oim/shared/schemas/payment-types';
import { catalogueColumns, type CatalogueProduct, type Unit } from '../inventory';

type Looked<T> = { columns: JsonColumns; one: (v: unknown) => T | undefined; all: (v: unknown) => T[] };

function looked<T>(columns: JsonColumns): Looked<T> {
  return {
    columns,
    one: (v) => (v ? decodeRow<T>(columns, v as Record<string, unknown>) : undefined),
    all: (v) => ((v as Record<string, unknown>[] | null) ?? []).map((r) => decodeRow<T>(columns, r)),
  };
}

type ChannelRow = { id: number; name: string; isActive: boolean; defaultPickingWarehouseId: number | null; isCommissionEnabled: boolean };

type PaymentTypeRow = {
  id: number;
  name: string;
  category: PaymentCategory;
  isActive: boolean;
  requiresReferenceNumber: boolean;
};

// The records a sale's answer shows (its customer, channel, location, units, payment types, cashier)
// are read whole, once, and answered from memory (see answerResource).
let shapes: ReturnType<typeof readShapes> | undefined;
export const lookupShapes = () => (shapes ??= readShapes());

export type BundleDefinition = typeof bundleItems.$inferSelect;

function readShapes() {
  const asResource = <T>(name: string) => looked<T>(resourceColumns(resourceNamed(name)));
  return {
    customer: asResource<{ id: number }>('customers'),
    channel: asResource<ChannelRow>('salesChannels'),
    location: asResource<{ id: number }>('stockLocations'),
    paymentTypes: asResource<PaymentTypeRow>('paymentTypes'),
    units: asResource<Unit>('unitsOfMeasure'),
    cashier: asResource<{ id: number }>('users'),
    products: looked<CatalogueProduct>(catalogueColumns),
    definitions: looked<BundleDefinition>(getTableColumns(bundleItems)),
    discounts: looked<typeof discounts.$inferSelect>(getTableColumns(discounts)),
    templates: looked<typeof commissionTemplates.$inferSelect>(getTableColumns(commissionTemplates)),
    prices: looked<{ productId: number; uomId: number; price: string }>({
      productId: productPrices.productId,
      uomId: productPrices.uomId,
      price: productPrices.price,
    }),
    settings: looked<{ requirePriceOverride: boolean; maxDiscountPercent: string | null }>({
      requirePriceOverride: salesSettings.requirePriceOverride,
      maxDiscountPercent: salesSettings.maxDiscountPercent,
    }),
  };
}

type LookupValues = {
  /** The shop: every read says tenant_id = it (and the Idempotency-Key's claim writes it). */
  tenant: number;
  customer: number;
  channel: number;
  user: number;
  products: number[];
  units: number[];
  paymentTypes: number[];
  discounts: number[];
  templates: number[];
};

/**
 * Everything a sale refers to, in one statement: the customer, the channel (and whether the user
 * is assigned to it) with its picking location, the payment types, the products with the
 * definitions of bundles among them and their components, the units, discounts and commission
 * templates named, the products' own units and unit prices, the shop's selling rules, the
 * commission module's flag, and the cashier.
 */
type LookupKind = { claim: boolean; session: boolean };

type LookupStatement = ReturnType<typeof fixedStatement<LookupValues & Partial<Omit<KeyClaim, 'tenant'>> & { session?: number }>>;

const lookupStatements = new Map<string, LookupStatement>();

export function lookupStatement(kind: LookupKind): LookupStatement {
  const name = `sale_lookup${kind.claim ? '_claim' : ''}${kind.session ? '_session' : ''}`;
  let statement = lookupStatements.get(name);
  if (!statement) lookupStatements.set(name, (statement = fixedStatement(name, () => lookupSql(kind))));
  return statement;
}

/** The company profile's tax_profile as a receipt of the channel shows it: the channel's own when set, else the shop's. */
function taxProfileSql(tenant: SQLWrapper, channel: SQLWrapper) {
  const value = sql`nullif(${companyProfiles.settings} ->> 'tax_profile', '')`;
  return sql`(select ${value} from ${companyProfiles}
      where ${companyProfiles.tenantId} = ${tenant} and (${companyProfiles.salesChannelId} = ${channel} or ${companyProfiles.salesChannelId} is null) and ${value} is not null
      order by ${companyProfiles.salesChannelId} nulls last limit 1)`;
}

function lookupSql({ claim, session }: LookupKind) {
  const shape = lookupShapes();
  const p = (name: keyof LookupValues) => sql.placeholder(name);
  const ids = (name: keyof LookupValues) => sql`any(${p(name)}::bigint[])`;
  // Every read is pinned to the shop (docs/scaling.md, "Routing by shop").
  const shop = (tenantId: PgColumn) => sql`${tenantId} = ${p('tenant')}`;
  const list = (columns: JsonColumns, order?: PgColumn) => sql`json_agg(${jsonObject(columns)}${order ? sql` order by ${order}` : sql``})`;
  const bundlesOf = sql`${shop(bundleItems.tenantId)} and ${bundleItems.bundleId} = ${ids('products')}`;
  // With an Idempotency-Key, the key is claimed in the same statement (see claimStatement).
  return sql`${claim ? sql`with claimed as (${claimStatement()}) ` : sql``}select
    ${claim ? sql`exists (select 1 from claimed) as claimed,` : sql``}
    ${session ? sql`${sessionUserSql(p('tenant'))} as session_user,` : sql``}
    (select ${jsonObject(shape.customer.columns)} from ${customers} where ${shop(customers.tenantId)} and ${customers.id} = ${p('customer')}) as customer,
    (select ${jsonObject(shape.channel.columns)} from ${salesChannels} where ${shop(salesChannels.tenantId)} and ${salesChannels.id} = ${p('channel')}) as channel,
    exists (select 1 from ${salesChannelUsers} where ${shop(salesChannelUsers.tenantId)} and ${salesChannelUsers.salesChannelId} = ${p('channel')} and ${salesChannelUsers.userId} = ${p('user')}) as assigned,
    (select ${jsonObject(shape.location.columns)} from ${stockLocations}
      where ${shop(stockLocations.tenantId)} and ${stockLocations.id} = (select ${salesChannels.defaultPickingWarehouseId} from ${salesChannels} where ${shop(salesChannels.tenantId)} and ${salesChannels.id} = ${p('channel')})) as location,
    (select ${list(shape.paymentTypes.columns)} from ${paymentTypes} where ${shop(paymentTypes.tenantId)} and ${paymentTypes.id} = ${ids('paymentTypes')}) as payment_types,
    (select ${list(shape.products.columns)} from ${products} where ${shop(products.tenantId)} and ${products.id} = ${ids('products')}) as products,
    (select ${list(shape.definitions.columns, bundleItems.id)} from ${bundleItems} where ${bundlesOf}) as definitions,
    (select ${list(shape.products.columns)} from ${products} join ${bundleItems} on ${bundleItems.tenantId} = ${products.tenantId} and ${bundleItems.itemId} = ${products.id} where ${bundlesOf}) as components,
    (select ${list(shape.units.columns)} from ${unitsOfMeasure} where ${shop(unitsOfMeasure.tenantId)} and ${unitsOfMeasure.id} = ${ids('units')}) as units,
    (select ${list(shape.units.columns)} from ${unitsOfMeasure} join ${bundleItems} on ${bundleItems.tenantId} = ${unitsOfMeasure.tenantId} and ${bundleItems.uomId} = ${unitsOfMeasure.id} where ${bundlesOf}) as component_units,
    (select ${list(shape.units.columns)} from ${unitsOfMeasure} join ${products} on ${products.tenantId} = ${unitsOfMeasure.tenantId} and ${products.unitOfMeasureId} = ${unitsOfMeasure.id} where ${shop(products.tenantId)} and ${products.id} = ${ids('products')}) as own_units,
    (select ${list(shape.prices.columns)} from ${productPrices} where ${shop(productPrices.tenantId)} and ${productPrices.productId} = ${ids('products')}) as prices,
    (select ${jsonObject(shape.settings.columns)} from ${salesSettings} where ${shop(salesSettings.tenantId)}) as sales_settings,
    (select ${list(shape.discounts.columns)} from ${discounts} where ${shop(discounts.tenantId)} and ${discounts.id} = ${ids('discounts')}) as discounts,
    (select ${list(shape.templates.columns)} from ${commissionTemplates} where ${shop(commissionTemplates.tenantId)} and ${commissionTemplates.id} = ${ids('templates')}) as templates,
    (select ${featureFlags.enabled} from ${featureFlags} where ${shop(featureFlags.tenantId)} and ${featureFlags.name} = 'commission_module') as commission_module,
    ${taxProfileSql(p('tenant'), p('channel'))} as tax_profile,
    (select ${jsonObject(shape.cashier.columns)} from ${users} where ${shop(users.tenantId)} and ${users.id} = ${p('user')}) as cashier`;
}
