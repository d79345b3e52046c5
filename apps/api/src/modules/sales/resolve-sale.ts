import { sql } from 'drizzle-orm';
import { FEATURE_FLAG_DEFAULTS } from '@oim/shared/feature-flags';
import { qty } from '@oim/shared/decimal';
import { hasPermission } from '@oim/shared/permissions';
import { commissionFor, computeOrder, paidTotal, type DiscountRule, type OrderResult } from '@oim/shared/pos/arithmetic';
import { toCentavos, toPesos } from '@oim/shared/pos/money';
import type { TaxProfile } from '@oim/shared/pos/tax';
import type {
  AppliedDiscountInput,
  PaymentLineInput,
  PosOrderBody,
  PosOrderItemInput,
  SpecialDiscountInput,
} from '@oim/shared/schemas/pos';
import { referenceNumberMessage, SAVE_MESSAGES, type PriceReviewReason } from '@oim/shared/schemas/sales';
import { LABOUR_SKU } from '@oim/shared/schemas/service';
import { type Tx, shopOf } from '../../db/client';
import { type AuthUser } from '../../platform/auth/session-user';
import { invalid, type FieldErrors } from '../../platform/errors';
import type { KnownRows } from '../../platform/resource/relations';
import { type KeyClaim } from '../../platform/documents';
import { checkLinePrices } from './sale-prices';
import { basicNecessityAllowance } from './basic-necessity-cap';
import { checkSpecialDiscount, checkTaxTotals, taxProfileOf, type SentTaxFigures } from './sale-taxes';
import { lookupShapes, lookupStatement, type BundleDefinition } from './sale-lookup.statements';
import { type CatalogueProduct, type Unit } from '../inventory';

export type SaleInput = {
  salesChannelId: number;
  customerId: number;
  grossTotal: number;
  discountTotal: number;
  taxTotal: number;
  netTotal: number;
  paidAmountTotal: number;
  appliedDiscounts?: AppliedDiscountInput[] | null;
  items: PosOrderItemInput[];
  payments: PaymentLineInput[];
  /** The sale's senior citizen / PWD discount, and the VAT figures the terminal worked out (checked when sent). */
  specialDiscount?: SpecialDiscountInput | null;
  taxes?: SentTaxFigures;
  /**
   * The week whose basic-necessity cap the sale counts against: when it was made (default now), and
   * the sale being edited (left out). `uncapped`: an offline sale, whose terminal could not see the
   * week's other sales, keeps the 5% as it gave it (it still counts for the week's later sales).
   */
  basicNecessity?: { at?: Date; saleId?: number; uncapped?: boolean };
};

/** What a POS sale's body (online or synced from offline) asks to post, VAT figures and SC/PWD included. */
export function saleInputOf(body: Omit<PosOrderBody, 'activeSalesOrderId' | 'serviceOrderId'>): SaleInput {
  return {
    salesChannelId: body.salesChannelId,
    customerId: body.customerId,
    grossTotal: body.grossTotal,
    discountTotal: body.discountTotal,
    taxTotal: body.taxTotal,
    netTotal: body.netTotal,
    paidAmountTotal: body.paidAmountTotal,
    appliedDiscounts: body.appliedDiscounts ?? [],
    items: body.orderItems,
    payments: body.orderPayments,
    specialDiscount: body.specialDiscount ?? null,
    taxes: {
      vatableSales: body.vatableSales,
      vatAmount: body.vatAmount,
      vatExemptSales: body.vatExemptSales,
      zeroRatedSales: body.zeroRatedSales,
      specialDiscountTotal: body.specialDiscountTotal,
    },
  };
}

/** One stocked part of a line: the product itself, or each component of a bundle. */
export type SalePart = {
  product: CatalogueProduct;
  unit: Unit;
  quantity: string;
  baseQuantity: string;
  unitPrice: number;
  /** The bundle's component row this part comes from (null for a line's own product). */
  bundleItemId: number | null;
  originalQuantityPerBundle: number | null;
  isModified: boolean;
};

export type ResolvedLine = {
  input: PosOrderItemInput;
  product: CatalogueProduct;
  unit: Unit;
  baseQuantity: string;
  rules: DiscountRule[];
  parts: SalePart[];
  serials: string[];
  commission: { templateId: number; userId: number; amount: number } | null;
  /** The catalogue's price of the ordered unit, and who sold at another price (see checkLinePrices). */
  listUnitPrice: string | null;
  priceChangedBy: number | null;
};

/**
 * What resolving an offline sale noted (see post-offline-sale.ts): the lines (by index) and whether
 * the order had a shop discount that changed or ended since the terminal applied it; the sale keeps
 * the discount as the customer got it. `reviewReasons`: the price rules the sale broke that the online
 * route refuses (it is posted for a price review instead); `unknownDiscounts`: discounts naming an id
 * the shop does not have (by line index, or the order's, and position), kept as the text sent.
 */
export type OfflineResolution = {
  changedLines: Set<number>;
  orderChanged: boolean;
  reviewReasons: Set<PriceReviewReason>;
  unknownDiscounts: { lineIndex?: number; position: number; sentId: string }[];
};

/** An empty OfflineResolution. */
export const offlineResolution = (): OfflineResolution => ({
  changedLines: new Set(),
  orderChanged: false,
  reviewReasons: new Set(),
  unknownDiscounts: [],
});

export type ResolvedPayment = PaymentLineInput & {
  category: 'IMMEDIATE' | 'TRADE_CREDIT' | 'INSTALLMENT' | 'OTHER';
  change: number | null;
};

export type ResolvedSale = {
  channel: { id: number; name: string; locationId: number; commissionEnabled: boolean };
  customerId: number;
  lines: ResolvedLine[];
  orderRules: DiscountRule[];
  totals: OrderResult;
  payments: ResolvedPayment[];
  taxed: boolean;
  /** The shop's (or channel's) tax profile the sale was computed under, and its senior citizen / PWD discount. */
  taxProfile: TaxProfile;
  specialDiscount: SpecialDiscountInput | null;
  /** The records the sale refers to, whole, for its answer (see answerResource). */
  rows: KnownRows;
};

const money = (v: number) => toPesos(toCentavos(v));

/** A line's name: the catalogue's, except that the shop's Labour service keeps what the work was (typed on a job order or at the terminal). */
function lineName(line: ResolvedLine): string {
  const typed = line.input.productName?.trim();
  const labour = line.product.type === 'SERVICE' && line.product.sku.toUpperCase() === LABOUR_SKU;
  return labour && typed ? typed : line.product.productName;
}

/** What an order's line and a quotation's line both store of a resolved line. */
export function documentLineFields(line: ResolvedLine, computed: OrderResult['lines'][number]) {
  return {
    productId: line.product.id,
    sku: line.product.sku,
    productName: lineName(line),
    productType: line.product.type,
    orderedQuantity: String(line.input.orderedQuantity),
    orderedUomId: line.unit.id,
    orderedUnit: line.unit.unit,
    orderedUnitPrice: String(line.input.orderedUnitPrice),
    listUnitPrice: line.listUnitPrice,
    priceChangedBy: line.priceChangedBy,
    grossAmount: String(toPesos(computed.gross)),
    lineTotal: String(toPesos(computed.lineTotal)),
    appliedDiscounts: computed.discounts,
    bundleModifications:
      line.product.type === 'BUNDLE'
        ? line.parts.map((p) => ({
            bundleItemId: p.bundleItemId ?? p.product.id,
            productId: p.product.id,
            productName: p.product.productName,
            quantity: Number(p.quantity),
            originalQuantityPerBundle: p.originalQuantityPerBundle,
            unitOfMeasureId: p.unit.id,
            unitOfMeasure: p.unit.unit,
            unitPrice: p.unitPrice,
            isModified: p.isModified,
          }))
        : [],
  };
}

/**
 * A bundle line's stocked parts: the bundle's own definition, each component's quantity per
 * bundle × the number of bundles (spec 4: expanded with quantity × bundle quantity, scaled in
 * proportion when the quantity changes). Nothing else about a component is the cashier's to change,
 * so the components a client sends must be exactly these (same products, units and quantities) or
 * the line is refused: stock always leaves by the definition, never by what was sent. Leaving them
 * out takes the definition. A serial-tracked component is refused: the sale would name no serial.
 */
function bundleParts(
  field: string,
  item: PosOrderItemInput,
  bundle: CatalogueProduct,
  definitions: readonly BundleDefinition[],
  products: Map<number, CatalogueProduct>,
  units: Map<number, Unit>,
  errors: FieldErrors,
): SalePart[] {
  const own = definitions.filter((d) => d.bundleId === bundle.id);
  if (own.length === 0) {
    errors[`${field}.productId`] = [`${bundle.productName} has no components to sell.`];
    return [];
  }
  const parts = own.map((d) => {
    const product = products.get(d.itemId)!;
    const unit = units.get(d.uomId)!;
    const quantity = qty.times(item.orderedQuantity, d.quantity);
    return {
      product,
      unit,
      quantity,
      baseQuantity: qty.times(quantity, unit.factor),
      unitPrice: 0,
      bundleItemId: d.id,
      originalQuantityPerBundle: Number(d.quantity),
      isModified: false,
      perBundle: d.quantity,
    };
  });
  const fieldOfPart = `${field}.bundleModifications`;
  const serialized = parts.filter((p) => p.product.isSerialized);
  if (serialized.length > 0) {
    errors[fieldOfPart] = serialized.map(
      (p) =>
        `${p.product.productName} is serial-tracked and cannot be sold inside ${bundle.productName}: sell it on its own line with its serial numbers.`,
    );
    return [];
  }
  const sent = item.bundleModifications ?? [];
  if (sent.length > 0) {
    const matched = new Set<number>();
    sent.forEach((b, j) => {
      const at = `${fieldOfPart}.${j}`;
      const k = parts.findIndex((p, i) => !matched.has(i) && p.product.id === b.productId && p.unit.id === b.unitOfMeasureId);
      const name = products.get(b.productId)?.productName ?? `Product ${b.productId}`;
      if (k === -1) {
        const other = parts.find((p) => p.product.id === b.productId);
        if (other && !sent.some((s, i) => i !== j && s.productId === b.productId && s.unitOfMeasureId === other.unit.id))
          errors[`${at}.unitOfMeasureId`] = [`${bundle.productName} holds ${name} in ${other.unit.unit}.`];
        else
          errors[`${at}.productId`] = [
            `${name} is not a component of ${bundle.productName}${other ? ' more than once in that unit' : ''}.`,
          ];
        return;
      }
      matched.add(k);
      const part = parts[k]!;
      if (!Number.isFinite(b.quantity) || qty.compare(String(b.quantity), part.quantity) !== 0) {
        errors[`${at}.quantity`] = [
          `${bundle.productName} holds ${qty.format(qty.parse(part.perBundle))} ${part.unit.unit} of ${name} per bundle: ${part.quantity} for ${item.orderedQuantity}, not ${Number.isFinite(b.quantity) ? b.quantity : 'that'}.`,
        ];
      } else if (b.unitPrice !== null) part.unitPrice = b.unitPrice;
    });
    const missing = parts.filter((_, i) => !matched.has(i));
    if (missing.length > 0)
      errors[fieldOfPart] = [
        `${bundle.productName} is sold with all of its components; missing: ${missing.map((p) => p.product.productName).join(', ')}.`,
      ];
  }
  return parts.map(({ perBundle: _perBundle, ...part }) => part);
}

// The records a sale's answer shows (its customer, channel, location, units, payment types, cashier)
// are read whole, once, and answered from memory (see answerResource).
/** What resolveSale reads, read ahead by a caller that claims an Idempotency-Key with it (see lookUpSale). */
export type SaleLookup = Awaited<ReturnType<typeof lookUpSale>>;

/**
 * Reads everything a sale names in one statement, as `userId` sells it. With `claim`, it claims
 * the Idempotency-Key in the same statement (`claimed` says whether it did: if not, the caller
 * replays the first answer); with `session`, it reads the session's user for a PendingSignIn
 * (`sessionUser`).
 */
export async function lookUpSale(
  tx: Tx,
  userId: number,
  input: SaleInput,
  options: { claim?: KeyClaim; session?: { sessionId: number } } = {},
) {
  const { claim, session } = options;
  const sentParts = input.items.flatMap((i) => i.bundleModifications ?? []);
  const unique = (list: number[]) => [...new Set(list)];
  const [row] = await lookupStatement({ claim: claim !== undefined, session: session !== undefined })(tx, {
    ...claim,
    tenant: claim?.tenant ?? shopOf(tx),
    ...(session ? { session: session.sessionId } : {}),
    customer: input.customerId,
    channel: input.salesChannelId,
    user: userId,
    products: unique([...input.items.map((i) => i.productId), ...sentParts.map((b) => b.productId)]),
    units: unique([...input.items.map((i) => i.orderedUomId), ...sentParts.map((b) => b.unitOfMeasureId)]),
    paymentTypes: unique(input.payments.map((p) => p.paymentType)),
    discounts: unique(
      [...(input.appliedDiscounts ?? []), ...input.items.flatMap((i) => i.appliedDiscounts ?? [])].flatMap((d) =>
        d.discount_id ? [d.discount_id] : [],
      ),
    ),
    templates: unique(input.items.flatMap((i) => (i.commissionData?.commissionTemplateId ? [i.commissionData.commissionTemplateId] : []))),
  });
  const shape = lookupShapes();
  const customer = shape.customer.one(row!.customer);
  const channel = shape.channel.one(row!.channel);
  const location = shape.location.one(row!.location);
  const cashier = shape.cashier.one(row!.cashier);
  const types = shape.paymentTypes.all(row!.payment_types);
  const units = [...shape.units.all(row!.units), ...shape.units.all(row!.component_units), ...shape.units.all(row!.own_units)];
  const catalogue = [...shape.products.all(row!.products), ...shape.products.all(row!.components)];
  // What the answer shows, as answerResource takes it.
  const rows: KnownRows = new Map<string, Record<string, unknown>[]>([
    ['customers', customer ? [customer] : []],
    ['salesChannels', channel ? [channel] : []],
    ['stockLocations', location ? [location] : []],
    ['paymentTypes', types],
    ['unitsOfMeasure', units],
    ['users', cashier ? [cashier] : []],
  ]);
  const flag = row!.commission_module;
  return {
    claimed: row!.claimed === true,
    sessionUser: row!.session_user,
    customer,
    channel,
    assigned: row!.assigned === true,
    types,
    products: new Map(catalogue.map((p) => [p.id, p])),
    definitions: shape.definitions.all(row!.definitions),
    units: new Map(units.map((u) => [u.id, u])),
    discounts: shape.discounts.all(row!.discounts),
    templates: shape.templates.all(row!.templates),
    prices: shape.prices.all(row!.prices),
    rules: shape.settings.one(row!.sales_settings),
    commissionModule: flag === null || flag === undefined ? FEATURE_FLAG_DEFAULTS.commission_module : flag === true,
    taxProfile: taxProfileOf(row!.tax_profile as string | null),
    rows,
  };
}

/**
 * Checks a sale or quotation as the terminal sends it, in the spec's order of messages, and works
 * every amount out again with the shared arithmetic. Anything that does not add up is a 422.
 */
export async function resolveSale(
  tx: Tx,
  user: AuthUser,
  input: SaleInput,
  kind: 'order' | 'quotation',
  lookedUp?: SaleLookup,
  /** An offline sale: discounts as applied, prices as paid, both noted here (see OfflineResolution). */
  offline?: OfflineResolution,
): Promise<ResolvedSale> {
  const m = SAVE_MESSAGES[kind];
  const itemsField = kind === 'order' ? 'orderItems' : 'quotationItems';
  const paymentsField = kind === 'order' ? 'orderPayments' : 'payments';

  const found = lookedUp ?? (await lookUpSale(tx, user.id, input));
  const { customer, channel, types, products, definitions, units, discounts: shopDiscounts, templates } = found;
  if (!customer) throw invalid({ customerId: [m.customer] });
  const assigned = channel && (hasPermission(user.permissions, 'Edit Sales Orders') || found.assigned);
  if (!channel || !channel.isActive || !assigned) throw invalid({ salesChannelId: [m.channel] });
  const locationId = channel.defaultPickingWarehouseId;
  if (locationId === null) throw invalid({ salesChannelId: ['The sales channel has no default picking location to take stock from.'] });

  const typeIds = new Set(input.payments.map((p) => p.paymentType));
  if (types.length !== typeIds.size || types.some((t) => !t.isActive)) throw invalid({ [paymentsField]: [m.paymentTypes] });
  // The catalogue says which lines are bundles, whatever productType the client sent.
  const sentParts = input.items.flatMap((i) => i.bundleModifications ?? []);
  const missing = [...new Set([...input.items.map((i) => i.productId), ...sentParts.map((b) => b.productId)])].filter(
    (id) => !products.has(id),
  );
  if (missing.length > 0) throw invalid({ [itemsField]: [`The selected product ${missing.join(', ')} is invalid.`] });

  const mayDiscountFreely = hasPermission(user.permissions, 'Edit Sales Orders');

  const errors: FieldErrors = {};
  const rulesOf = (
    list: AppliedDiscountInput[] | null | undefined,
    field: string,
    scope: 'sales_order' | 'sales_order_item',
    lineIndex?: number,
  ): DiscountRule[] =>
    (list ?? []).map((d, i) => {
      const shop = d.discount_id ? shopDiscounts.find((k) => k.id === d.discount_id) : undefined;
      // Offline, an id the shop does not have (made up, or another shop's) is kept as the text sent, never as a reference.
      if (offline && d.discount_id && d.scope === scope && !shop) {
        offline.reviewReasons.add('UNKNOWN_DISCOUNT');
        offline.unknownDiscounts.push({ lineIndex, position: i, sentId: String(d.discount_id) });
        return { type: d.type, scope, value: d.value, code: d.code ?? null, discount_id: null };
      }
      // Offline, a shop discount changed or ended since is kept as the customer got it, and noted.
      const changed = !shop || !shop.isActive || shop.type !== d.type || Number(shop.value) !== Number(d.value);
      if (offline && d.discount_id && d.scope === scope && changed) {
        if (lineIndex === undefined) offline.orderChanged = true;
        else offline.changedLines.add(lineIndex);
        return { type: d.type, scope, value: d.value, code: d.code ?? shop?.code ?? null, discount_id: d.discount_id };
      }
      if (d.discount_id && (!shop || !shop.isActive || shop.scope !== scope))
        errors[`${field}.${i}.discount_id`] = ['The selected discount is invalid.'];
      else if (!d.discount_id && !mayDiscountFreely) errors[`${field}.${i}.discount_id`] = ['Choose one of the shop’s discounts.'];
      else if (d.scope !== scope)
        errors[`${field}.${i}.scope`] = [`This discount applies to ${scope === 'sales_order' ? 'the order' : 'a line'}.`];
      // The shop's own discount decides its type and value; a free one is taken as sent.
      return shop
        ? { type: shop.type, scope, value: shop.value, code: shop.code, discount_id: shop.id }
        : { type: d.type, scope, value: d.value, code: d.code ?? null, discount_id: null };
    });

  const commissionOn = kind === 'order' && channel.isCommissionEnabled && found.commissionModule;

  const resolved = input.items.map((item, i): ResolvedLine | undefined => {
    const field = `${itemsField}.${i}`;
    const product = products.get(item.productId)!;
    const unit = units.get(item.orderedUomId);
    if (!unit || unit.unitClassId !== product.unitClassId) {
      errors[`${field}.orderedUomId`] = [`The unit is not one of ${product.productName}’s units.`];
      return undefined;
    }
    if (!product.isActive) errors[`${field}.productId`] = [`${product.productName} is not sold any more.`];
    const baseQuantity = qty.times(item.orderedQuantity, unit.factor);
    const parts: SalePart[] = [];
    if (product.type === 'PRODUCT') {
      parts.push({
        product,
        unit,
        quantity: String(item.orderedQuantity),
        baseQuantity,
        unitPrice: item.orderedUnitPrice,
        bundleItemId: null,
        originalQuantityPerBundle: null,
        isModified: false,
      });
    } else if (product.type === 'BUNDLE') {
      parts.push(...bundleParts(field, item, product, definitions, products, units, errors));
    }
    const serials = (item.serialNumbers ?? []).map((s) => s.serialNumber);
    let commission: ResolvedLine['commission'] = null;
    const data = item.commissionData;
    if (commissionOn && data?.commissionUserId && data.commissionTemplateId) {
      const template = templates.find((t) => t.id === data.commissionTemplateId && t.isActive);
      if (!template) errors[`${field}.commissionData.commissionTemplateId`] = ['The selected commission template is invalid.'];
      else commission = { templateId: template.id, userId: data.commissionUserId, amount: 0 };
    }
    return {
      input: item,
      product,
      unit,
      baseQuantity,
      rules: rulesOf(item.appliedDiscounts, `${field}.appliedDiscounts`, 'sales_order_item', i),
      parts,
      serials,
      commission,
      listUnitPrice: null,
      priceChangedBy: null,
    };
  });
  const orderRules = rulesOf(input.appliedDiscounts, 'appliedDiscounts', 'sales_order');
  // A line whose unit is not one of its product's (unknown, another shop's, another class) is 422 on it.
  const lines = resolved.filter((l) => l !== undefined);
  if (lines.length !== resolved.length) throw invalid(errors);
  const special = input.specialDiscount ?? null;
  checkSpecialDiscount(
    { special, hasOrderDiscount: orderRules.length > 0, kind, itemsField },
    lines.map((l) => ({ product: l.product, specialDiscount: l.input.specialDiscount === true, hasRegularDiscount: l.rules.length > 0 })),
    errors,
  );
  if (Object.keys(errors).length > 0) throw invalid(errors);

  // The 5% on basic necessities counts against what is left of the booklet's weekly cap (one sale
  // of a booklet at a time: the lock holds to the commit, so two counters cannot both spend it).
  const booklet = special?.bookletNumber ?? null;
  const basicNecessity = lines.some((l) => l.input.specialDiscount === true && l.product.specialDiscountClass === 'BASIC_NECESSITY');
  const lineInputs = lines.map((l) => ({
    orderedQuantity: l.input.orderedQuantity,
    orderedUnitPrice: l.input.orderedUnitPrice,
    appliedDiscounts: l.rules,
    vatClass: l.product.vatClass,
    specialDiscount: l.input.specialDiscount === true,
    specialDiscountClass: l.product.specialDiscountClass === 'BASIC_NECESSITY' ? ('BASIC_NECESSITY' as const) : ('FULL' as const),
  }));
  let allowance: number | null = null;
  if (basicNecessity && booklet) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bnpc:${shopOf(tx)}:${booklet.toUpperCase()}`}))`);
    const left = (await basicNecessityAllowance(tx, booklet, input.basicNecessity ?? {})).remaining;
    // An offline sale keeps the 5% as its terminal gave it: capped when it knew what was left, else on all.
    const sent = input.taxes?.specialDiscountTotal;
    const capped = () =>
      computeOrder({ lines: lineInputs, orderDiscounts: orderRules, taxProfile: found.taxProfile, basicNecessityAllowance: left });
    if (!input.basicNecessity?.uncapped || (sent != null && toCentavos(sent) === toCentavos(capped().taxes.specialDiscountTotal)))
      allowance = left;
  }
  const totals = computeOrder({
    lines: lineInputs,
    orderDiscounts: orderRules,
    taxProfile: found.taxProfile,
    basicNecessityAllowance: allowance,
  });
  // An unknown discount is stored with the id the device sent, as text.
  for (const u of offline?.unknownDiscounts ?? []) {
    const applied = u.lineIndex === undefined ? totals.orderDiscounts[u.position] : totals.lines[u.lineIndex]?.discounts[u.position];
    if (applied) Object.assign(applied, { sent_discount_id: u.sentId });
  }

  const mismatch = (field: string, label: string, sent: number, expected: number) => {
    if (toCentavos(sent) !== toCentavos(expected))
      errors[field] = [`The ${label} does not add up: the lines make ${expected.toFixed(2)}, not ${money(sent).toFixed(2)}.`];
  };
  lines.forEach((line, i) =>
    mismatch(`${itemsField}.${i}.lineTotal`, 'line total', line.input.lineTotal, toPesos(totals.lines[i]!.lineTotal)),
  );
  mismatch('grossTotal', 'gross total', input.grossTotal, totals.subTotal);
  mismatch('discountTotal', 'discount total', input.discountTotal, totals.discountTotal);
  mismatch('taxTotal', 'tax total', input.taxTotal, totals.taxTotal);
  mismatch('netTotal', 'net total', input.netTotal, totals.netTotal);
  checkTaxTotals(input.taxes ?? {}, totals, errors);
  const paid = paidTotal(input.payments);
  if (toCentavos(input.paidAmountTotal) !== paid)
    errors.paidAmountTotal = [`The paid amount total does not add up: the payments make ${toPesos(paid).toFixed(2)}.`];
  if (Object.keys(errors).length > 0) throw invalid(errors);
  await checkLinePrices(tx, user, kind, lines, totals, { ...found, review: offline?.reviewReasons });
  if (input.payments.some((p) => p.paidAmount < 0)) throw invalid({ [paymentsField]: ['A payment cannot be negative.'] });
  if (paid < totals.centavos.netTotal) throw invalid({ [paymentsField]: [m.notEnough] });
  // Money taken by a type that leaves a reference (a GCash or card slip) needs it; checked after
  // spec 5's own checks, as the terminal does. A quotation's payments are only planned: their
  // references come when it becomes a sale.
  if (kind === 'order') {
    input.payments.forEach((p, i) => {
      const type = types.find((t) => t.id === p.paymentType)!;
      if (type.requiresReferenceNumber && (p.referenceNumber ?? '').trim() === '')
        errors[`${paymentsField}.${i}.referenceNumber`] = [referenceNumberMessage(type.name)];
    });
    if (Object.keys(errors).length > 0) throw invalid(errors);
  }

  // A commission tracks its line's total (spec 4), worked out here from the shop's template.
  lines.forEach((line, i) => {
    if (!line.commission) return;
    const template = templates.find((t) => t.id === line.commission!.templateId)!;
    line.commission.amount = toPesos(
      commissionFor({ type: template.type, value: template.value }, totals.lines[i]!.lineTotal, line.input.orderedQuantity),
    );
  });

  const payments = input.payments.map((p) => {
    const category = types.find((t) => t.id === p.paymentType)!.category;
    const change =
      p.tenderedAmount !== null && p.tenderedAmount !== undefined
        ? toPesos(Math.max(toCentavos(p.tenderedAmount) - toCentavos(p.paidAmount), 0))
        : null;
    return { ...p, dueAmount: p.dueAmount ?? p.paidAmount, category, change };
  });

  return {
    channel: { id: channel.id, name: channel.name, locationId, commissionEnabled: channel.isCommissionEnabled },
    customerId: customer.id,
    lines,
    orderRules,
    totals,
    payments,
    // Spec 3: taxed is true when any payment carries a reference number.
    taxed: input.payments.some((p) => p.referenceNumber !== null && p.referenceNumber !== undefined && p.referenceNumber !== ''),
    taxProfile: found.taxProfile,
    specialDiscount: special,
    rows: found.rows,
  };
}
