import type { ImportError, ImportKind, ImportRowOutcome } from '@oim/shared/schemas/imports';
import type { AuthUser } from '../../../platform/auth/session-user';
import type { ServiceContext } from '../../../platform/service-context';

/** What a kind's checks and saves act in: the service context, who acts, and which import. */
export type ImportContext = ServiceContext & {
  user: AuthUser;
  importId: number;
  importNumber: string;
  /** Today in the shop's time zone (YYYY-MM-DD): an opening balance's date when the file gives none. */
  today: string;
};

/** A staging row as a kind sees it: its values under the current mapping (already read cell by cell). */
export type StagedRow = { id: number; rowNumber: number; values: Record<string, unknown> };

/** What the commit did with one row, kept on the staging row for the answer and for undo. */
export type RowResult = {
  rowId: number;
  outcome: ImportRowOutcome;
  /** The record it made or changed (a product, customer, supplier, receivable, payable; opening stock: the product). */
  recordId: number | null;
  /** For an update: the values it replaced, as undo will write them back. */
  previous?: Record<string, unknown>;
};

/**
 * One import kind's part. The imports module reads the file and each cell; the kind checks what
 * needs the shop's records and saves through its module's services.
 */
export interface ImportKindHandler {
  kind: ImportKind;
  /**
   * The checks that need the shop's records (a name that matches nothing or two records, a barcode
   * another product holds, a SKU the file gives twice is already found by the reader): errors by
   * row number. Runs at the preview and again inside the commit's transaction. Reads in bulk (a
   * file has up to 50,000 rows), never one query per row.
   */
  check(ctx: ImportContext, rows: StagedRow[]): Promise<Map<number, ImportError[]>>;
  /** Saves rows that passed every check, in batches, inside the commit's transaction. */
  commit(ctx: ImportContext, rows: StagedRow[]): Promise<RowResult[]>;
  /**
   * Why the import cannot be undone now: the first record it made that is in use since (a product
   * sold, received, counted or adjusted; a receivable collected; a payable paid), named for the
   * user ("SHMP-200 Shampoo 200 mL has been sold since (SO-000014)."), or null.
   */
  blockingUse(ctx: ImportContext, rows: CommittedRow[]): Promise<string | null>;
  /** Takes the import back: created records deleted (or voided, for balances), updated ones restored, its stock out through the ledger. */
  undo(ctx: ImportContext, rows: CommittedRow[]): Promise<void>;
}

export type CommittedRow = StagedRow & { outcome: ImportRowOutcome; recordId: number | null; previous: Record<string, unknown> | null };
