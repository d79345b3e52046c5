import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PersonIcon from '@mui/icons-material/Person';
import { OfflineIndicator, OfflineReadinessChip } from '../components/offline-indicator';
import { ShortcutLabel } from '../components/shortcut-label';
import { TerminalShiftBar } from '../components/terminal-shift-bar';
import type { Terminal } from './use-terminal';

/** What is being edited (a job order's sale, an order, a quotation, a new quotation), as chips. */
function EditingBadges({ t }: { t: Terminal }) {
  const { activeSalesOrderId, activeQuotationId, activeServiceOrderId, newQuotation } = t;
  if (!(activeSalesOrderId || activeQuotationId || activeServiceOrderId || newQuotation)) return null;
  return (
    <>
      {activeServiceOrderId ? <Chip color="secondary" label={`Job order ${t.serviceOrderNumber ?? `#${activeServiceOrderId}`}`} /> : null}
      {activeSalesOrderId ? <Chip color="warning" label={`Editing ${t.salesOrderNumber ?? `order #${activeSalesOrderId}`}`} /> : null}
      {activeQuotationId ? <Chip color="info" label={`Quotation ${t.quotationNumber ?? `#${activeQuotationId}`}`} /> : null}
      {newQuotation && !activeQuotationId ? <Chip color="info" label="New Quotation" /> : null}
    </>
  );
}

/**
 * The desktop terminal's bar: back, the channel's name, what is being edited, the connection, the
 * BIR terminal and its shift (nothing for a channel without terminals), the customer, Reset and New Sale.
 */
export function TerminalHeader({ t }: { t: Terminal }) {
  return (
    <Paper square elevation={1} sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, flexWrap: 'wrap' }}>
      <Button component={RouterLink} to="/sales/sales-orders" startIcon={<ArrowBackIcon />} size="small">
        Back
      </Button>
      <Typography variant="h6" component="h1" sx={{ mr: 1 }}>
        {t.channel?.name ?? 'Point of Sale'}
      </Typography>
      <EditingBadges t={t} />
      {t.channel ? (
        <>
          <OfflineIndicator status={t.offlineStatus} />
          <OfflineReadinessChip status={t.offlineStatus} />
          <TerminalShiftBar terminal={t.terminalShift} />
        </>
      ) : null}
      <Box sx={{ flex: 1 }} />
      <Button variant="outlined" startIcon={<PersonIcon />} onClick={() => t.setCustomerOpen(true)} title="Customer">
        <ShortcutLabel label={t.customer?.customerName ?? 'Select Customer'} shortcut="F2" />
      </Button>
      <Button variant="outlined" color="inherit" onClick={t.resetForm}>
        <ShortcutLabel label="Reset" shortcut="Alt+R" />
      </Button>
      <Button variant="outlined" color="inherit" onClick={t.newSale}>
        <ShortcutLabel label="New Sale" shortcut="Alt+N" />
      </Button>
    </Paper>
  );
}
