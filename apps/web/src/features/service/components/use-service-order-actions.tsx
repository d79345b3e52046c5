import { useCallback, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  List,
  ListItemButton,
  ListItemText,
} from '@mui/material';
import { SalesChannelPickerDialog } from '@/components/dialogs/sales-channel-picker-dialog';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { showPdfInTab } from '@/lib/pdf-tab';
import { generateSalesOrder } from '../api/generate-sales-order';
import { getServiceOrderTicket, TICKET_FORMATS } from '../api/get-service-order-ticket';
import type { ServiceOrder } from '../types';
import { CancelDialog } from './cancel-dialog';
import { RefundDepositDialog, ReopenDialog } from './reopen-dialog';
import { ServiceOrderFormDialog } from './service-order-form-dialog';
import { StatusDialog } from './status-dialog';
import { TechnicianDialog } from './technician-dialog';

type Order = ServiceOrder;

type Open =
  | { kind: 'none' }
  | { kind: 'form'; order: Order | null }
  | { kind: 'status'; order: Order }
  | { kind: 'cancel'; order: Order }
  | { kind: 'reopen'; order: Order }
  | { kind: 'refund'; order: Order }
  | { kind: 'technician'; order: Order }
  | { kind: 'ticket'; order: Order }
  | { kind: 'channel'; order: Order }
  | { kind: 'sold'; order: Order; sale: { id: number; salesOrderNumber: string } };

/** Where the terminal opens a job order's sale draft. */
export function terminalPathOf(channelId: number, serviceOrderId: number): string {
  return `/pos/${channelId}/terminal?serviceOrder=${serviceOrderId}`;
}

/** The sale already made for a job order, from the 409 of generate-sales-order. */
function soldSaleOf(error: unknown): { id: number; salesOrderNumber: string } | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const sale = (error.body as { salesOrder?: { id?: unknown; salesOrderNumber?: unknown } } | undefined)?.salesOrder;
  return sale && typeof sale.id === 'number' && typeof sale.salesOrderNumber === 'string'
    ? { id: sale.id, salesOrderNumber: sale.salesOrderNumber }
    : null;
}

/**
 * What the list, the board and the details page do to a job order: edit, change status, assign a
 * technician, print its ticket, generate its sale (at the terminal), cancel it, and reopen a cancelled one or refund its deposit; `dialogs` is
 * rendered once by the screen.
 */
export function useServiceOrderActions() {
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const close = useCallback(() => setOpen({ kind: 'none' }), []);
  const [generating, setGenerating] = useState(false);

  const generate = useCallback(
    async (order: Order) => {
      setGenerating(true);
      try {
        const draft = await generateSalesOrder(order.id);
        if (draft.salesChannelId) void navigate(terminalPathOf(draft.salesChannelId, order.id));
        else setOpen({ kind: 'channel', order });
      } catch (error) {
        const sale = soldSaleOf(error);
        if (sale) setOpen({ kind: 'sold', order, sale });
        else notify.error(errorMessage(error));
      } finally {
        setGenerating(false);
      }
    },
    [navigate],
  );

  const printTicket = (order: Order, format: (typeof TICKET_FORMATS)[number]['format']) => {
    const tab = window.open('', '_blank');
    close();
    showPdfInTab(() => getServiceOrderTicket(order.id, format), `${order.serviceOrderNumber}-${format}.pdf`, tab).catch((error: unknown) =>
      notify.error(errorMessage(error, 'The ticket could not be printed.')),
    );
  };

  const actions = {
    create: () => setOpen({ kind: 'form', order: null }),
    edit: (order: Order) => setOpen({ kind: 'form', order }),
    status: (order: Order) => setOpen({ kind: 'status', order }),
    technician: (order: Order) => setOpen({ kind: 'technician', order }),
    ticket: (order: Order) => setOpen({ kind: 'ticket', order }),
    generate: (order: Order) => void generate(order),
    cancel: (order: Order) => setOpen({ kind: 'cancel', order }),
    reopen: (order: Order) => setOpen({ kind: 'reopen', order }),
    refundDeposit: (order: Order) => setOpen({ kind: 'refund', order }),
    generating,
  };

  let dialog: ReactNode = null;
  if (open.kind === 'status') dialog = <StatusDialog order={open.order} onClose={close} />;
  else if (open.kind === 'cancel') dialog = <CancelDialog order={open.order} onClose={close} />;
  else if (open.kind === 'reopen') dialog = <ReopenDialog order={open.order} onClose={close} />;
  else if (open.kind === 'refund') dialog = <RefundDepositDialog order={open.order} onClose={close} />;
  else if (open.kind === 'technician') dialog = <TechnicianDialog order={open.order} onClose={close} />;
  else if (open.kind === 'ticket')
    dialog = (
      <Dialog open onClose={close} aria-labelledby="service-ticket-title" fullWidth maxWidth="xs">
        <DialogTitle id="service-ticket-title">Print Ticket of {open.order.serviceOrderNumber}</DialogTitle>
        <DialogContent sx={{ px: 0 }}>
          <List aria-label="Ticket formats">
            {TICKET_FORMATS.map((ticket) => (
              <ListItemButton key={ticket.format} onClick={() => printTicket(open.order, ticket.format)}>
                <ListItemText primary={ticket.label} />
              </ListItemButton>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
        </DialogActions>
      </Dialog>
    );
  else if (open.kind === 'sold')
    dialog = (
      <Dialog open onClose={close} aria-labelledby="service-sold-title" fullWidth maxWidth="xs">
        <DialogTitle id="service-sold-title">Already Sold</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {open.order.serviceOrderNumber} already has its sale:{' '}
            <Link component={RouterLink} to={`/sales/sales-orders/${open.sale.id}`} onClick={close}>
              {open.sale.salesOrderNumber}
            </Link>
            .
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Close</Button>
        </DialogActions>
      </Dialog>
    );
  else if (open.kind === 'channel') {
    const order = open.order;
    dialog = (
      <SalesChannelPickerDialog
        open
        onClose={close}
        onPick={(channel) => {
          close();
          void navigate(terminalPathOf(channel.id, order.id));
        }}
      />
    );
  }

  const dialogs = (
    <>
      <ServiceOrderFormDialog open={open.kind === 'form'} record={open.kind === 'form' ? open.order : null} onClose={close} />
      {dialog}
    </>
  );
  return { actions, dialogs };
}
