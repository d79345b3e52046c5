import { inArray } from 'drizzle-orm';
import { fromScaled, MONEY, toScaled } from '@oim/shared/decimal';
import { LABEL_PRODUCTS_MAX, LABELS_MAX } from '@oim/shared/schemas/labels';
import type { Tx } from '../../db/client';
import { productBarcodes, products } from '../../db/schema/inventory';
import { pdfFonts } from '../../platform/export/pdf';
import { invalid } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';
import { isEan13 } from './assign-barcodes';
import { LABEL_LAYOUT, labelCell, type LabelLayout, type LabelLayoutName } from './label-layouts';

/** The most products one label request names, and the most labels one PDF holds. */
export const LABEL_PRODUCTS_LIMIT = LABEL_PRODUCTS_MAX;
export const LABELS_LIMIT = LABELS_MAX;

/** What one price label shows: the product's name, its base price, and the code drawn as bars (its barcode, else its SKU). */
export type PriceLabel = { productId: number; productName: string; price: string; code: string };

/** Which symbology draws a code: EAN-13 when it is a valid one, else Code 128. */
export const symbologyOf = (code: string): 'ean13' | 'code128' => (isEan13(code) ? 'ean13' : 'code128');

/** An amount as a label prints it, from its decimal text and never a float: ₱1,234.50. */
export function pesoText(amount: string): string {
  const fixed = fromScaled(toScaled(amount, MONEY), MONEY, true);
  const negative = fixed.startsWith('-');
  const [whole, fraction] = (negative ? fixed.slice(1) : fixed).split('.') as [string, string];
  return `${negative ? '-' : ''}₱${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/**
 * The labels of this shop's products, in the order of the ids asked (each once): the code is the
 * product's first barcode, else its SKU. An id that is not one of the shop's products is a 422.
 */
export async function productLabels(tx: Tx, ids: number[]): Promise<Map<number, PriceLabel>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await tx
    .select({ id: products.id, sku: products.sku, productName: products.productName, basePrice: products.basePrice })
    .from(products)
    .where(shopWhere(tx, products, inArray(products.id, unique)));
  const missing = unique.filter((id) => !rows.some((r) => r.id === id));
  if (missing.length > 0) {
    throw invalid({ ids: [`The selected products are invalid: ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ', …' : ''}.`] });
  }
  const barcodes = await tx
    .selectDistinctOn([productBarcodes.productId], { productId: productBarcodes.productId, barcode: productBarcodes.barcode })
    .from(productBarcodes)
    .where(shopWhere(tx, productBarcodes, inArray(productBarcodes.productId, unique)))
    .orderBy(productBarcodes.productId, productBarcodes.id);
  const barcodeOf = new Map(barcodes.map((b) => [b.productId, b.barcode]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return new Map(
    unique.map((id) => {
      const p = byId.get(id)!;
      return [id, { productId: id, productName: p.productName, price: p.basePrice, code: barcodeOf.get(id) ?? p.sku }];
    }),
  );
}

type Bars = { widths: number[]; modules: number; quietLeft: number; quietRight: number };
type BwipRaw = (options: { bcid: string; text: string }) => { sbs?: number[] }[];

/**
 * The bars of a code as bwip-js encodes them (alternating bar and space widths in modules), with the
 * quiet zones its symbology needs; null when it cannot be encoded (Code 128 takes Latin-1 only).
 */
function encode(raw: BwipRaw, code: string): Bars | null {
  const symbology = symbologyOf(code);
  try {
    const widths = raw({ bcid: symbology, text: code })[0]?.sbs;
    if (!widths || widths.length === 0) return null;
    const modules = widths.reduce((sum, w) => sum + w, 0);
    return symbology === 'ean13' ? { widths, modules, quietLeft: 11, quietRight: 7 } : { widths, modules, quietLeft: 10, quietRight: 10 };
  } catch {
    return null;
  }
}

// A name longer than any label holds is cut before it is wrapped (a 10,000-character name stays quick).
const NAME_CUT = 200;
// The widest a module is drawn (0.42 mm): a wide label centres its bars rather than stretching them.
const WIDEST_MODULE = 1.2;

/**
 * The labels as a PDF: each label `copies` times in a row, laid out across then down a sheet (A4),
 * or one per page (a roll). Drawn with pdfkit (text in Roboto, which has the peso sign) and the bars
 * as filled rectangles of bwip-js's encoding, so they stay sharp at any printer's resolution.
 */
export async function renderLabelsPdf(labels: PriceLabel[], layoutName: LabelLayoutName, copies = 1): Promise<Buffer> {
  const [{ default: PDFDocument }, bwip] = await Promise.all([import('@foliojs-fork/pdfkit'), import('bwip-js/node')]);
  const raw = bwip.default.raw as unknown as BwipRaw;
  const layout = LABEL_LAYOUT[layoutName];
  const doc = new PDFDocument({
    size: [layout.pageWidth, layout.pageHeight],
    margin: 0,
    autoFirstPage: false,
    info: { Title: 'Price labels' },
  });
  for (const [name, data] of Object.entries(pdfFonts)) doc.registerFont(name, data);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const bars = new Map<string, Bars | null>();
  const perPage = layout.columns * layout.rows;
  let n = 0;
  for (const label of labels) {
    if (!bars.has(label.code)) bars.set(label.code, encode(raw, label.code));
    for (let copy = 0; copy < copies; copy++) {
      const slot = n % perPage;
      if (slot === 0) doc.addPage({ size: [layout.pageWidth, layout.pageHeight], margin: 0 });
      drawLabel(doc, layout, labelCell(layout, slot), label, bars.get(label.code) ?? null);
      n++;
    }
  }
  if (n === 0) doc.addPage({ size: [layout.pageWidth, layout.pageHeight], margin: 0 });
  doc.end();
  return done;
}

function drawLabel(
  doc: PDFKit.PDFDocument,
  layout: LabelLayout,
  cell: { x: number; y: number; width: number; height: number },
  label: PriceLabel,
  bars: Bars | null,
) {
  const x = cell.x + layout.paddingX;
  const width = cell.width - 2 * layout.paddingX;
  let y = cell.y + layout.paddingY;
  const bottom = cell.y + cell.height - layout.paddingY;

  doc.fillColor('#000000');
  doc.font('Roboto').fontSize(layout.nameSize);
  const nameLine = doc.currentLineHeight(true);
  const name = label.productName.replace(/\s+/g, ' ').trim().slice(0, NAME_CUT);
  doc.text(name, x, y, { width, height: nameLine * layout.nameLines, ellipsis: true, lineGap: 0 });
  y += nameLine * layout.nameLines;

  doc.font('Roboto-Bold').fontSize(layout.priceSize);
  const priceLine = doc.currentLineHeight(true);
  doc.text(pesoText(label.price), x, y, { width, height: priceLine, lineBreak: false });
  y += priceLine + 1;

  doc.font('Roboto').fontSize(layout.codeSize);
  const codeLine = doc.currentLineHeight(true);
  const codeTop = bottom - codeLine;
  doc.text(label.code.slice(0, NAME_CUT), x, codeTop, { width, height: codeLine, ellipsis: true, align: 'center' });

  const barHeight = codeTop - y - 0.5;
  if (!bars || barHeight <= 0) return;
  // The bars stay inside the printed area; their quiet zones may reach into the padding, not past the label.
  const span = bars.quietLeft + bars.modules + bars.quietRight;
  const module = Math.min(WIDEST_MODULE, width / bars.modules, (cell.width - 2) / span);
  let barX = cell.x + (cell.width - bars.modules * module) / 2;
  bars.widths.forEach((w, i) => {
    if (i % 2 === 0) doc.rect(barX, y, w * module, barHeight);
    barX += w * module;
  });
  doc.fill('#000000');
}
