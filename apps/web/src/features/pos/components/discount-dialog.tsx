import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { DiscountScope } from '@oim/shared/pos/arithmetic';
import { formatMoney } from '@/lib/format';
import type { ShopDiscount } from '../types';

export function discountLabel(d: Pick<ShopDiscount, 'type' | 'value'>): string {
  return d.type === 'percentage' ? `${Number(d.value)}%` : formatMoney(d.value);
}

/** Picks one of the shop's discounts of a scope (line or order); arrows and Enter work in the list. */
export function DiscountDialog({
  open,
  scope,
  subject,
  discounts,
  onSelect,
  onClose,
}: {
  open: boolean;
  scope: DiscountScope;
  subject?: string;
  discounts: readonly ShopDiscount[] | undefined;
  onSelect: (discount: ShopDiscount) => void;
  onClose: () => void;
}) {
  const choices = (discounts ?? []).filter((d) => d.scope === scope);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="discount-dialog-title"
      slotProps={{ paper: { sx: { width: 420, maxWidth: 420 } } }}
    >
      <DialogTitle id="discount-dialog-title">{scope === 'sales_order' ? 'Order Discount' : 'Line Discount'}</DialogTitle>
      <DialogContent>
        {subject ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {subject}
          </Typography>
        ) : null}
        {choices.length === 0 ? (
          <Typography color="text.secondary">{discounts ? 'No discounts of this kind are set up.' : 'Loading, please wait...'}</Typography>
        ) : (
          <MenuList autoFocusItem dense aria-label="Discounts">
            {choices.map((d) => (
              <MenuItem key={d.id} onClick={() => onSelect(d)}>
                <ListItemText primary={d.name} secondary={[d.code, discountLabel(d)].filter(Boolean).join(' · ')} />
              </MenuItem>
            ))}
          </MenuList>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
