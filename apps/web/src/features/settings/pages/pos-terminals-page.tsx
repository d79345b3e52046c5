import type { ListColumn } from '@/components/list-table/list-table-types';
import { ADD_FILTER_FOR, RecordListPage } from '@/components/list-table/record-list-page';
import type { PosTerminal } from '@/lib/reference-data/pos-terminals';
import { useDeletePosTerminal } from '../api/save-pos-terminal';
import { getPosTerminalsQueryOptions } from '../api/get-pos-terminals';
import { PosTerminalDialog } from '../components/pos-terminal-dialog';

const columns: ListColumn<PosTerminal>[] = [
  { field: 'terminalName', header: 'Terminal', minWidth: 160, flex: 1.2 },
  { field: 'machineIdentificationNumber', header: 'MIN', minWidth: 160, flex: 1 },
  { field: 'serialNumber', header: 'Serial Number', minWidth: 140, flex: 1 },
  { field: 'permitToUseNumber', header: 'PTU Number', minWidth: 160, flex: 1 },
  { field: 'invoicePrefix', header: 'Prefix', width: 100 },
  { field: 'nextInvoiceNumber', header: 'Next Invoice #', width: 140 },
  { field: 'isActive', header: 'Active', type: 'boolean', width: 100, filter: 'boolean' },
];

/**
 * /settings/pos-terminals: the shop's BIR-registered terminals. Once a channel has an active
 * terminal, every sale there is rung up at one and takes its next invoice number.
 */
export default function PosTerminalsPage() {
  const remove = useDeletePosTerminal();
  return (
    <RecordListPage<PosTerminal>
      title="POS Terminals"
      breadcrumbs={[{ label: 'Settings' }, { label: 'POS Terminals' }]}
      queryOptions={getPosTerminalsQueryOptions}
      columns={columns}
      searchPlaceholder="Search terminal"
      addLabel="Add Terminal"
      permissions={{ view: 'Manage Terminals', create: 'Manage Terminals', edit: 'Manage Terminals', delete: 'Manage Terminals' }}
      remove={remove}
      filterPanel={ADD_FILTER_FOR}
      renderDialog={(props) => <PosTerminalDialog {...props} />}
    />
  );
}
