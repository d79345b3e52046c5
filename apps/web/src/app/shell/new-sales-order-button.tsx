import Button from '@mui/material/Button';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import { useNewSalesOrder } from '@/features/sales/components/use-new-sales-order';
import { TERMINAL_SHORTCUT } from '@/lib/keyboard-shortcuts';
import { useCan } from '@/lib/permissions';

/**
 * NEW SALES ORDER (spec 2.3): for users with Create Sales Orders. With exactly one channel it goes
 * straight to that channel's terminal; otherwise the channel picker opens. Alt+T does the same from anywhere.
 */
export function NewSalesOrderButton() {
  const allowed = useCan('Create Sales Orders');
  const newSale = useNewSalesOrder();

  if (!allowed) return null;

  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddShoppingCart />}
        onClick={() => void newSale.start()}
        disabled={newSale.busy}
        aria-keyshortcuts={TERMINAL_SHORTCUT.aria}
        sx={{ mr: 1 }}
      >
        NEW SALES ORDER
      </Button>
      {newSale.dialog}
    </>
  );
}
