import type { NavigateFunction } from 'react-router';
import { connectionLabel } from '../components/offline-indicator';
import type { TerminalMenuEntry } from '../components/phone-terminal-layout';
import { readinessLabel } from '../offline/use-offline-terminal';
import type { Terminal } from './use-terminal';

/** On a phone the bar is one line: the terminal, what is being edited and the customer go under the channel's name, in words. */
export function phoneSubtitle(t: Terminal): string {
  const editingLabel = t.activeSalesOrderId
    ? `Editing ${t.salesOrderNumber ?? `order #${t.activeSalesOrderId}`}`
    : t.activeQuotationId
      ? `Quotation ${t.quotationNumber ?? `#${t.activeQuotationId}`}`
      : t.newQuotation
        ? 'New Quotation'
        : null;
  const jobOrderLabel = t.activeServiceOrderId ? `Job order ${t.serviceOrderNumber ?? `#${t.activeServiceOrderId}`}` : null;
  const customerLabel = t.customer?.customerName ?? 'Select Customer';
  return [t.terminalShift.chosen?.terminalName, jobOrderLabel, editingLabel, customerLabel].filter(Boolean).join(' · ');
}

/** …and the rest of the desktop's bar folds into the terminal menu: terminal and shift, sales waiting, customer, reset, new sale. */
export function phoneMenu(t: Terminal, navigate: NavigateFunction): TerminalMenuEntry[] {
  const { terminalShift, offlineStatus } = t;
  const readinessText = readinessLabel(offlineStatus);
  return [
    ...terminalShift.here.map<TerminalMenuEntry>((terminal, i) => ({
      key: `terminal-${terminal.id}`,
      label: `Terminal ${terminal.terminalName}`,
      detail:
        terminal.id === terminalShift.chosen?.id
          ? terminalShift.shiftLabel
          : i === 0 && !terminalShift.chosen
            ? "Choose this device's terminal."
            : null,
      warning: !terminalShift.chosen || (terminal.id === terminalShift.chosen.id && terminalShift.noShift),
      selected: terminal.id === terminalShift.chosen?.id,
      onClick: () => terminalShift.pick(terminal.id),
    })),
    ...(terminalShift.chosen && terminalShift.mayShift
      ? terminalShift.noShift
        ? [{ key: 'open-shift', label: 'Open Shift', onClick: () => terminalShift.open('open') }]
        : terminalShift.openShift
          ? [
              { key: 'cash', label: 'Cash In/Out', onClick: () => terminalShift.open('cash') },
              { key: 'close-shift', label: 'Close Shift', onClick: () => terminalShift.open('close') },
            ]
          : []
      : []),
    {
      key: 'sales-waiting',
      label: 'Sales waiting',
      detail: [connectionLabel(offlineStatus), readinessText].filter(Boolean).join(' · '),
      onClick: () => void navigate('/pos/sales-waiting'),
      dividerBefore: terminalShift.here.length > 0,
    },
    {
      key: 'customer',
      label: 'Customer',
      detail: t.customer?.customerName ?? 'Select Customer',
      onClick: () => t.setCustomerOpen(true),
      dividerBefore: true,
    },
    { key: 'reset', label: 'Reset', onClick: t.resetForm },
    { key: 'new-sale', label: 'New Sale', onClick: t.newSale },
  ];
}
