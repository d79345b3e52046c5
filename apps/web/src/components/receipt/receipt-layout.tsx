import type { ReactNode } from 'react';
import type { AppliedDiscount } from '@oim/shared/pos/arithmetic';
import { lineAmount, toPesos } from '@oim/shared/pos/money';
import { formatDateTime, formatMoney } from '@/lib/format';
import type { ReceiptData, ReceiptLine, ReceiptOrder } from './receipt-data';

export type ReceiptWidth = 58 | 80;

/**
 * The receipt's styles. Plain CSS rather than MUI's, because the printed receipt lives in its own
 * iframe document where the app's style sheets are not; the settings preview uses the same rules.
 */
export const RECEIPT_CSS = `
.receipt { box-sizing: border-box; background: #fff; color: #000; font-family: 'DejaVu Sans Mono', 'Courier New', ui-monospace, monospace; font-size: 10.5px; line-height: 1.35; padding: 3mm 2.5mm; text-align: left; }
.receipt--80 { font-size: 12px; padding: 3mm 4mm; }
.receipt * { box-sizing: border-box; margin: 0; }
.receipt-center { text-align: center; }
.receipt-pre { white-space: pre-line; }
.receipt-company { font-size: 1.3em; font-weight: 700; }
.receipt-logo { display: block; margin: 0 auto 2mm; max-width: 60%; max-height: 22mm; object-fit: contain; filter: grayscale(1); }
.receipt-rule { border: 0; border-top: 1px dashed #000; margin: 2mm 0; }
.receipt-special { margin-top: 2mm; }
.receipt-signature { margin-top: 8mm; border-top: 1px solid #000; text-align: center; }
.receipt-row { display: flex; justify-content: space-between; gap: 2mm; }
.receipt-row > :first-child { min-width: 0; overflow-wrap: anywhere; }
.receipt-row > :last-child { flex: none; text-align: right; white-space: nowrap; }
.receipt-line + .receipt-line { margin-top: 1mm; }
.receipt-line-name { font-weight: 700; overflow-wrap: anywhere; }
.receipt-indent { padding-left: 3mm; }
.receipt-strong { font-weight: 700; }
.receipt-total { font-weight: 700; font-size: 1.25em; margin: 1mm 0; }
.receipt-banner { border: 2px solid #000; text-align: center; font-weight: 800; font-size: 1.5em; letter-spacing: 0.25em; padding: 1mm 0; margin: 0 0 2mm; }
.receipt-footer { margin-top: 2mm; }
`;

const quantityFormat = new Intl.NumberFormat('en-PH', { maximumFractionDigits: 4 });
const amount = (value: number | string | null | undefined) => formatMoney(value ?? 0);
const less = (value: number | string) => `-${formatMoney(value)}`;
const isPositive = (value: number | string | null | undefined) => Number(value ?? 0) > 0;

function receiptDate(value: string): string {
  return formatDateTime(value) || value;
}

/** "Less 10%", "SENIOR 20%", "Less": how a discount reads on paper. */
export function discountLabel(discount: AppliedDiscount): string {
  const name = discount.code || 'Less';
  return discount.type === 'percentage' ? `${name} ${quantityFormat.format(Number(discount.value))}%` : name;
}

function cashierOf(receipt: Pick<ReceiptData, 'cashier' | 'order'>): string {
  if (receipt.cashier) return receipt.cashier;
  const user = receipt.order.createdByUser;
  return user?.displayName || [user?.firstname, user?.lastname].filter(Boolean).join(' ');
}

function Row({ label, value, className }: { label: ReactNode; value: ReactNode; className?: string }) {
  return (
    <div className={className ? `receipt-row ${className}` : 'receipt-row'}>
      <span>{label}</span>
      <span>{value}</span>
    </div>
  );
}

function Text({ children, className = 'receipt-center receipt-pre' }: { children: string | null | undefined; className?: string }) {
  return children ? <p className={className}>{children}</p> : null;
}

function Line({ line, parts }: { line: ReceiptLine; parts: ReceiptLine[] }) {
  const discounts = (line.appliedDiscounts ?? []).filter((d) => isPositive(d.discount_amount));
  const unit = line.orderedUnit ? ` ${line.orderedUnit}` : '';
  const special = isPositive(line.specialDiscountAmount);
  // Quantity × price before any discount, so the rows below it add up to the line total.
  const gross = line.grossAmount ?? toPesos(lineAmount(line.orderedQuantity, line.orderedUnitPrice));
  return (
    <div className="receipt-line">
      <p className="receipt-line-name">{line.productName}</p>
      <Row
        className="receipt-indent"
        label={`${quantityFormat.format(Number(line.orderedQuantity))}${unit} × ${amount(line.orderedUnitPrice)}`}
        value={discounts.length > 0 || special ? amount(gross) : <span className="receipt-strong">{amount(line.lineTotal)}</span>}
      />
      {parts.map((part) => (
        <p key={part.id} className="receipt-indent">
          {`· ${part.productName} × ${quantityFormat.format(Number(part.orderedQuantity))}${part.orderedUnit ? ` ${part.orderedUnit}` : ''}`}
        </p>
      ))}
      {(line.serialNumbers ?? []).map((serial) => (
        <p key={serial} className="receipt-indent">{`SN ${serial}`}</p>
      ))}
      {discounts.map((d, index) => (
        <Row key={index} className="receipt-indent" label={discountLabel(d)} value={less(d.discount_amount)} />
      ))}
      <SpecialDiscountLine line={line} />
      {discounts.length > 0 ? <Row className="receipt-indent receipt-strong" label="Line total" value={amount(line.lineTotal)} /> : null}
    </div>
  );
}

function Lines({ order }: { order: ReceiptOrder }) {
  const items = order.salesOrderItems ?? [];
  const top = items.filter((i) => i.bundleParentId === null || i.bundleParentId === undefined);
  return (
    <section aria-label="Items">
      {top.map((line) => (
        <Line key={line.id} line={line} parts={items.filter((i) => i.bundleParentId === line.id)} />
      ))}
      <p className="receipt-center" style={{ marginTop: '1mm' }}>{`${top.length} ${top.length === 1 ? 'item' : 'items'}`}</p>
    </section>
  );
}

function Totals({ order }: { order: ReceiptOrder }) {
  const orderDiscounts = (order.appliedDiscounts ?? []).filter((d) => isPositive(d.discount_amount));
  return (
    <section aria-label="Totals">
      <Row label="Subtotal" value={amount(order.grossTotal)} />
      {orderDiscounts.map((d, index) => (
        <Row key={index} label={`Order discount ${discountLabel(d)}`} value={less(d.discount_amount)} />
      ))}
      {isPositive(order.discountTotal) ? <Row label="Discount Total" value={less(order.discountTotal)} /> : null}
      {isPositive(order.taxTotal) ? <Row label="Tax" value={amount(order.taxTotal)} /> : null}
      <Row className="receipt-total" label="TOTAL" value={amount(order.netTotal)} />
    </section>
  );
}

/** A senior citizen / PWD line under its gross: the VAT removed (VAT shops), the 20% and what is left. */
function SpecialDiscountLine({ line }: { line: ReceiptLine }) {
  if (!isPositive(line.specialDiscountAmount ?? 0)) return null;
  return (
    <>
      {isPositive(line.specialVatRemoved ?? 0) ? (
        <Row className="receipt-indent" label="Less VAT 12%" value={less(line.specialVatRemoved ?? 0)} />
      ) : null}
      <Row
        className="receipt-indent"
        label={line.specialDiscountClass === 'BASIC_NECESSITY' ? 'Less SC/PWD 5% (BNPC)' : 'Less SC/PWD 20%'}
        value={less(line.specialDiscountAmount ?? 0)}
      />
      <Row className="receipt-indent receipt-strong" label="Line total" value={amount(line.lineTotal)} />
    </>
  );
}

/**
 * What the BIR asks of the sale's tax: on a VAT shop the VATable sales, VAT, VAT-exempt and
 * zero-rated sales; on a NON_VAT shop the words NON-VAT. A senior citizen / PWD sale prints the
 * holder's name, ID number and TIN with a line for their signature.
 */
function TaxSummary({ order, taxProfile }: { order: ReceiptOrder; taxProfile: string | null | undefined }) {
  const kind = order.specialDiscountKind;
  return (
    <section aria-label="Tax">
      {taxProfile === 'VAT' ? (
        <>
          <Row label="VATable Sales" value={amount(order.vatableSales ?? 0)} />
          <Row label="VAT Amount (12%)" value={amount(order.vatAmount ?? 0)} />
          <Row label="VAT-Exempt Sales" value={amount(order.vatExemptSales ?? 0)} />
          <Row label="Zero-Rated Sales" value={amount(order.zeroRatedSales ?? 0)} />
        </>
      ) : (
        <p className="receipt-center receipt-strong">NON-VAT</p>
      )}
      {kind ? (
        <div className="receipt-special" aria-label="Senior citizen / PWD discount">
          <Row label={kind === 'PWD' ? 'PWD Discount' : 'Senior Citizen Discount'} value={less(order.specialDiscountTotal ?? 0)} />
          <Row label="Name" value={order.specialDiscountHolderName ?? ''} />
          <Row label={kind === 'PWD' ? 'PWD ID No.' : 'OSCA ID No.'} value={order.specialDiscountHolderId ?? ''} />
          {order.specialDiscountHolderTin ? <Row label="TIN" value={order.specialDiscountHolderTin} /> : null}
          {order.specialDiscountBookletNo ? <Row label="Booklet No." value={order.specialDiscountBookletNo} /> : null}
          <p className="receipt-signature">Signature</p>
        </div>
      ) : null}
    </section>
  );
}

function Payments({ order }: { order: ReceiptOrder }) {
  const payments = order.paymentTerms ?? [];
  if (payments.length === 0) return null;
  return (
    <section aria-label="Payments">
      {payments.map((p) => (
        <div key={p.id}>
          <Row label={p.paymentType?.name ?? 'Payment'} value={amount(p.paidAmount)} />
          {p.referenceNumber ? <p className="receipt-indent">{`Ref ${p.referenceNumber}`}</p> : null}
          {p.tenderedAmount !== null && p.tenderedAmount !== undefined ? (
            <>
              <Row className="receipt-indent" label="Tendered" value={amount(p.tenderedAmount)} />
              <Row className="receipt-indent receipt-strong" label="Change" value={amount(p.change)} />
            </>
          ) : null}
        </div>
      ))}
    </section>
  );
}

export type ReceiptLayoutProps = {
  receipt: Pick<ReceiptData, 'order' | 'company' | 'logo' | 'cashier' | 'counter'>;
  width: ReceiptWidth;
  /** Prints REPRINT above and below. */
  reprint?: boolean;
  /** A sale made offline: its number is the device's provisional one until it syncs. */
  provisional?: boolean;
  /** Leave out the <style> element when the page already has RECEIPT_CSS (several copies in one document). */
  withStyles?: boolean;
};

/**
 * One receipt on 58 or 80 mm paper: company header and logo, TIN, order number and date, cashier,
 * lines with their discounts, totals, payments with tendered and change, public note, footer.
 * The same layout prints at the terminal and shows as the printer settings' preview.
 */
export function ReceiptLayout({ receipt, width, reprint = false, provisional = false, withStyles = true }: ReceiptLayoutProps) {
  const { order, company, logo, counter } = receipt;
  const voided = order.status === 'VOIDED';
  const terminal = counter?.terminal ?? null;
  const invoiceWording = counter?.wording === 'SALES INVOICE' ? counter.wording : null;
  const receiptWording = counter?.wording && !invoiceWording ? counter.wording : null;
  const customer = order.customer && !order.customer.isDefault ? order.customer.customerName : null;
  const cashier = cashierOf(receipt);
  return (
    <article
      className={`receipt receipt--${width}`}
      style={{ width: `${width}mm` }}
      aria-label={`Receipt ${order.salesOrderNumber}`}
      data-width={width}
    >
      {withStyles ? <style>{RECEIPT_CSS}</style> : null}
      {reprint ? <p className="receipt-banner">REPRINT</p> : null}
      {provisional ? <p className="receipt-banner">OFFLINE — provisional</p> : null}
      {voided ? <p className="receipt-banner">{counter?.invoiceNumber ? 'VOID' : 'VOIDED'}</p> : null}
      <header className="receipt-center">
        {logo ? <img className="receipt-logo" src={logo} alt="" /> : null}
        {company.registered_name ? <p className="receipt-company">{company.registered_name}</p> : null}
        <p className="receipt-company">{company.company_name || 'Company Name'}</p>
        <Text>{company.address}</Text>
        <Text>{company.phone}</Text>
        <Text>{company.email}</Text>
        {company.tin ? <p>{`TIN ${company.tin}`}</p> : null}
        {terminal?.machineIdentificationNumber ? <p>{`MIN ${terminal.machineIdentificationNumber}`}</p> : null}
        {terminal?.serialNumber ? <p>{`SN ${terminal.serialNumber}`}</p> : null}
        {terminal?.permitToUseNumber ? <p>{`PTU ${terminal.permitToUseNumber}`}</p> : null}
        {terminal?.accreditationNumber ? <p>{`ACCR ${terminal.accreditationNumber}`}</p> : null}
        <Text>{company.receipt_header}</Text>
        {invoiceWording ? <p className="receipt-company">{invoiceWording}</p> : null}
      </header>
      <hr className="receipt-rule" />
      <section aria-label="Order">
        {counter?.invoiceNumber ? <Row label="Invoice #" value={counter.invoiceNumber} /> : null}
        <Row label="Order #" value={order.salesOrderNumber} />
        {order.offlineProvisionalNumber ? <Row label="Offline receipt" value={order.offlineProvisionalNumber} /> : null}
        {terminal ? <Row label="Terminal" value={terminal.terminalName} /> : null}
        <Row label="Date" value={receiptDate(order.salesOrderDate)} />
        {cashier ? <Row label="Cashier" value={cashier} /> : null}
        {customer ? <Row label="Customer" value={customer} /> : null}
      </section>
      <hr className="receipt-rule" />
      <Lines order={order} />
      <hr className="receipt-rule" />
      <Totals order={order} />
      <TaxSummary order={order} taxProfile={company.tax_profile} />
      <hr className="receipt-rule" />
      <Payments order={order} />
      {order.publicNote ? (
        <>
          <hr className="receipt-rule" />
          <Text className="receipt-pre">{order.publicNote}</Text>
        </>
      ) : null}
      {company.receipt_footer ? <Text className="receipt-center receipt-pre receipt-footer">{company.receipt_footer}</Text> : null}
      {receiptWording ? <p className="receipt-center receipt-company">{receiptWording}</p> : null}
      {reprint ? (
        <p className="receipt-banner" style={{ marginTop: '3mm' }}>
          REPRINT
        </p>
      ) : null}
    </article>
  );
}
