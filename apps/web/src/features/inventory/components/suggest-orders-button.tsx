import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Tooltip } from '@mui/material';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { useSuggestPurchaseOrders, type SuggestedOrders } from '../api/suggest-purchase-orders';

/** What the suggestion did, in the buyer's words. */
export function suggestionText({ message, data }: SuggestedOrders): string {
  const missing = data.withoutSupplier;
  return missing === 0
    ? message
    : `${message} ${missing} low-stock product${missing === 1 ? ' has' : 's have'} no preferred supplier and ${missing === 1 ? 'was' : 'were'} left out.`;
}

/**
 * Suggest Purchase Orders (Create Purchase Orders): for the location filtered on, drafts an order per
 * preferred supplier of what is at or below its reorder point, then says what it drafted.
 */
export function SuggestOrdersButton({ locationId }: { locationId: number | null }) {
  const may = useCan('Create Purchase Orders');
  const suggest = useSuggestPurchaseOrders();
  const [result, setResult] = useState<SuggestedOrders | null>(null);
  if (!may) return null;
  const run = () =>
    locationId !== null && suggest.mutate(locationId, { onSuccess: setResult, onError: (error) => notify.error(errorMessage(error)) });
  const button = (
    <Button
      variant="outlined"
      startIcon={suggest.isPending ? <CircularProgress size={16} /> : <AddShoppingCartIcon />}
      disabled={locationId === null || suggest.isPending}
      onClick={run}
    >
      Suggest Purchase Orders
    </Button>
  );
  return (
    <>
      {locationId === null ? (
        <Tooltip title="Choose one location in the filters first">
          <span>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      <Dialog open={result !== null} onClose={() => setResult(null)} aria-labelledby="suggested-orders-title">
        <DialogTitle id="suggested-orders-title">Suggested Purchase Orders</DialogTitle>
        <DialogContent>
          <DialogContentText>{result ? suggestionText(result) : ''}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setResult(null)}>Close</Button>
          {result && result.data.orderIds.length > 0 ? (
            <Button variant="contained" component={RouterLink} to="/purchasing/purchase-orders">
              Open Purchase Orders
            </Button>
          ) : null}
        </DialogActions>
      </Dialog>
    </>
  );
}
