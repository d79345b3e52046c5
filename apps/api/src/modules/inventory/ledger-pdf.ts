import { eq, sql } from 'drizzle-orm';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Tx } from '../../db/client';
import { stockMovements } from '../../db/schema/inventory';
import type { Row } from '../../platform/resource/define';
import { planList, readListQuery } from '../../platform/resource/list';
import { loadRelations } from '../../platform/resource/relations';
import { selectRows, shopWhere } from '../../platform/resource/rows';
import { DEFAULT_TIME_ZONE, zoneOf, type Zone } from '../../platform/time-zone';
import { productById } from './catalogue';
import { stockMovementResource } from './movements.resource';

/** The most movements one ledger PDF lists; the PDF says so when there are more. */
export const LEDGER_PDF_LIMIT = 5000;

/** A moment as the shop reads it in the request's time zone (a name, or a fixed offset). */
export function formatInZone(instant: Date, zone: Zone): string {
  if ('name' in zone) return instant.toLocaleString('en-PH', { timeZone: zone.name });
  return new Date(instant.getTime() + zone.offsetMinutes * 60_000).toLocaleString('en-PH', { timeZone: 'UTC' });
}

export function zoneLabel(zone: Zone): string {
  if ('name' in zone) return zone.name;
  const minutes = Math.abs(zone.offsetMinutes);
  const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return `UTC${zone.offsetMinutes < 0 ? '-' : '+'}${hhmm}`;
}

/**
 * The stock ledger of one product as a PDF document: its movements (newest first unless sorted
 * otherwise) with their times in the request's zone, and a line saying so when only the first
 * LEDGER_PDF_LIMIT of `total` are listed.
 */
export function ledgerPdfDefinition({
  title,
  rows,
  total,
  zone,
}: {
  title: string;
  rows: Row[];
  total: number;
  zone: Zone;
}): TDocumentDefinitions {
  const header: TableCell[] = ['Date', 'Location', 'Source', 'Document', 'Quantity', 'Balance'].map((h) => ({ text: h, bold: true }));
  const body: TableCell[][] = rows.map((m) => [
    formatInZone(new Date(m.createdAt as string), zone),
    (m.location as { name?: string } | null)?.name ?? '',
    m.sourceType as string,
    (m.sourceNumber as string | null) ?? '',
    { text: String(m.quantity), alignment: 'right' },
    { text: String(m.balanceAfter), alignment: 'right' },
  ]);
  const table: Content = {
    table: { headerRows: 1, widths: ['auto', '*', 'auto', 'auto', 'auto', 'auto'], body: [header, ...body] },
    layout: 'lightHorizontalLines',
  };
  const cut: Content[] =
    total > rows.length
      ? [
          {
            text: `Only the first ${rows.length} of ${total} movements are listed; narrow the filters to print the rest.`,
            bold: true,
            margin: [0, 0, 0, 8],
          },
        ]
      : [];
  return {
    info: { title: `Stock ledger — ${title}` },
    pageMargins: [30, 40, 30, 40],
    content: [
      { text: 'Stock Ledger', fontSize: 16, bold: true },
      { text: title, fontSize: 11, margin: [0, 2, 0, 2] },
      { text: `Times in ${zoneLabel(zone)}`, fontSize: 8, color: '#555555', margin: [0, 0, 0, 10] },
      ...cut,
      table,
      ...(rows.length === 0 ? [{ text: 'No stock movements.', italics: true, margin: [0, 10, 0, 0] } as Content] : []),
    ],
  };
}

/**
 * The ledger PDF of a product for a list query (its filters and sort, and its timezone or
 * timezoneOffset; Manila time when it names none): at most `limit` movements, and how many in all.
 */
export async function productLedgerPdf(tx: Tx, productId: number, query: unknown, limit = LEDGER_PDF_LIMIT): Promise<TDocumentDefinitions> {
  const product = await productById(tx, productId);
  const list = readListQuery(query);
  list.relations = ['location'];
  // planList refuses (400) a zone it does not know.
  const plan = planList(stockMovementResource, list, [eq(stockMovements.productId, productId)]);
  const found = zoneOf(list.timezone, list.timezoneOffset);
  const zone: Zone = 'error' in found ? { name: DEFAULT_TIME_ZONE } : found;
  const [count] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(stockMovements)
    .where(shopWhere(tx, stockMovements, plan.where));
  const rows = await selectRows(tx, stockMovementResource, { where: plan.where, orderBy: plan.orderBy, limit });
  await loadRelations(tx, stockMovementResource, rows, plan.relations);
  return ledgerPdfDefinition({ title: `${product.productName} (${product.sku})`, rows, total: Number(count!.total), zone });
}
