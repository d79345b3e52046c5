import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Chip, Link } from '@mui/material';
import PaymentsIcon from '@mui/icons-material/Payments';
import type { AccountSide } from '@/components/finance/account-side';
import { getPayablesQueryOptions, getReceivablesQueryOptions } from '@/components/finance/api/get-finance-lists';
import { payableColumns, receivableColumns } from '@/components/finance/finance-columns';
import { RECEIVABLE_NUMBER_RELATION, type Payable, type Payment, type Receivable } from '@/components/finance/finance-types';
import { ListTable } from '@/components/list-table/list-table';
import type { Breadcrumb, FilterPanelConfig, ListColumn, ListQueryOptions } from '@/components/list-table/list-table-types';
import { PageHeader } from '@/components/page-header/page-header';
import type { ColumnFilterInput } from '@/lib/list-query';
import { PermissionGate } from '@/lib/permission-gate';
import { useCan } from '@/lib/permissions';
import { AgingSummary } from './aging-summary';
import { PaymentDialog, type Party } from './payment-dialog';
import { PrintCollectionReceiptDialog } from './print-collection-receipt-dialog';
import { PaymentHistory } from './payment-history';

type Document = Receivable | Payable;

/** What differs between Account Receivables and Account Payables besides the side of the books. */
type Screen = {
  title: string;
  path: string;
  actionLabel: string;
  queryOptions: ListQueryOptions<Document>;
  columns: ListColumn<Document>[];
  relations: string[];
  /** The search box; off where the API has no text field to search (receivables). */
  searchPlaceholder: string | null;
  /** The document's own page, linked from its number. */
  documentLink: (d: Document) => string | null;
};

const SORT = { column: 'dueDate', direction: 'asc' } as const;

function withDocumentLinks(columns: ListColumn<Document>[], link: Screen['documentLink']): ListColumn<Document>[] {
  return columns.map((c, i) => {
    if (i !== 0 || !c.render) return c;
    const render = c.render;
    return {
      ...c,
      render: (d: Document) => {
        const to = link(d);
        return to ? (
          <Link component={RouterLink} to={to} onClick={(event) => event.stopPropagation()}>
            {render(d)}
          </Link>
        ) : (
          render(d)
        );
      },
    };
  });
}

export const RECEIVABLES_SCREEN: Screen = {
  title: 'Account Receivables',
  path: '/financials/account-receivables',
  actionLabel: 'Collect Payment',
  queryOptions: getReceivablesQueryOptions as ListQueryOptions<Document>,
  columns: receivableColumns({ withCustomer: true }) as ListColumn<Document>[],
  relations: ['customer', RECEIVABLE_NUMBER_RELATION],
  searchPlaceholder: null,
  // An opening balance has no sale to open.
  documentLink: (d) => ((d as Receivable).salesOrderId === null ? null : `/sales/sales-orders/${(d as Receivable).salesOrderId}`),
};

export const PAYABLES_SCREEN: Screen = {
  title: 'Account Payables',
  path: '/financials/account-payables',
  actionLabel: 'Pay Supplier',
  queryOptions: getPayablesQueryOptions as ListQueryOptions<Document>,
  columns: payableColumns() as ListColumn<Document>[],
  relations: ['supplier'],
  searchPlaceholder: 'Search document # or supplier invoice #',
  documentLink: (d) =>
    (d as Payable).sourceType === 'PURCHASE_RECEIPT' ? `/purchasing/purchase-receipts/${(d as Payable).sourceId}` : null,
};

function Accounts({ side, screen, breadcrumbs }: { side: AccountSide; screen: Screen; breadcrumbs: Breadcrumb[] }) {
  const [asOf, setAsOf] = useState<string | null>(null);
  const [party, setParty] = useState<Party | null>(null);
  const [paying, setPaying] = useState(false);
  // A collection just recorded: its official receipt is offered for printing at once.
  const [collected, setCollected] = useState<Payment | null>(null);
  const mayPay = useCan('Create Payments');
  const columns = useMemo(() => withDocumentLinks(screen.columns, screen.documentLink), [screen]);
  // One account chosen in the summary: its documents only (the panel's own picker stands aside meanwhile).
  const baseFilters = useMemo<ColumnFilterInput[]>(
    () => (party ? [{ column: side.partyField, value: party.id, type: 'number' }] : []),
    [party, side.partyField],
  );
  const filterPanel = useMemo<FilterPanelConfig>(
    () => ({
      period: { column: 'dueDate' },
      ...(party ? {} : side.key === 'receivables' ? { customer: true } : { supplier: true }),
      addFilterFor: true,
    }),
    [party, side.key],
  );
  return (
    <Box>
      <PageHeader
        title={screen.title}
        breadcrumbs={breadcrumbs}
        actions={
          mayPay ? (
            <Button variant="contained" startIcon={<PaymentsIcon />} onClick={() => setPaying(true)}>
              {screen.actionLabel}
            </Button>
          ) : null
        }
      />
      <AgingSummary side={side} asOf={asOf} onAsOfChange={setAsOf} selected={party?.id ?? null} onSelect={setParty} />
      <ListTable<Document>
        // A new account starts the list afresh (its filters, page and the panel's pickers).
        key={party?.id ?? 'all'}
        dense
        queryOptions={screen.queryOptions}
        columns={columns}
        relations={screen.relations}
        baseFilters={baseFilters}
        defaultSort={SORT}
        search={screen.searchPlaceholder ? { placeholder: screen.searchPlaceholder } : false}
        filterPanel={filterPanel}
        printButton={{ onClick: () => window.print() }}
      >
        {party ? (
          <Box sx={{ mb: 2 }}>
            <Chip label={`${side.partyLabel}: ${party.name}`} onDelete={() => setParty(null)} />
          </Box>
        ) : null}
      </ListTable>
      <PaymentHistory side={side} partyId={party?.id ?? null} />
      <PaymentDialog
        open={paying}
        side={side}
        party={party}
        onClose={() => setPaying(false)}
        onRecorded={(payment) => setCollected(payment.kind === 'COLLECTION' && payment.receiptNumber ? payment : null)}
      />
      <PrintCollectionReceiptDialog
        collection={
          collected?.receiptNumber
            ? {
                id: collected.id,
                receiptNumber: collected.receiptNumber,
                amount: collected.amount,
                customerName: collected.customer?.customerName ?? null,
              }
            : null
        }
        onClose={() => setCollected(null)}
      />
    </Box>
  );
}

/** /financials/account-receivables and /financials/account-payables (spec 2.2): aging, documents, payments. */
export function AccountsPage({ side, screen }: { side: AccountSide; screen: Screen }) {
  const breadcrumbs: Breadcrumb[] = [{ label: 'Financials' }, { label: screen.title, to: screen.path }];
  return (
    <PermissionGate permission={side.viewPermission} header={<PageHeader title={screen.title} breadcrumbs={breadcrumbs} />}>
      <Accounts side={side} screen={screen} breadcrumbs={breadcrumbs} />
    </PermissionGate>
  );
}
