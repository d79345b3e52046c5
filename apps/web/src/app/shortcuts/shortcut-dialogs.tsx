import { useEffect } from 'react';
import { useNewSalesOrder } from '@/features/sales/components/use-new-sales-order';
import { useKeyboardShortcuts } from '@/lib/keyboard-shortcuts';
import { useCan, usePermissions } from '@/lib/permissions';
import { KeyboardHelpDialog } from './keyboard-help-dialog';

/**
 * What the app-wide keys open: the keyboard help, and for Alt+T a new sale, started once the
 * user's permissions are known and only with Create Sales Orders (else the key does nothing).
 */
export default function ShortcutDialogs() {
  const mayStartSale = useCan('Create Sales Orders');
  const { isSuccess: permissionsKnown } = usePermissions();
  const saleRequests = useKeyboardShortcuts((s) => s.saleRequests);
  const newSale = useNewSalesOrder();
  const { start, busy } = newSale;

  useEffect(() => {
    if (saleRequests === 0 || !permissionsKnown || busy) return;
    useKeyboardShortcuts.getState().set({ saleRequests: 0 });
    if (mayStartSale) void start();
  }, [saleRequests, permissionsKnown, mayStartSale, busy, start]);

  return (
    <>
      <KeyboardHelpDialog />
      {newSale.dialog}
    </>
  );
}
