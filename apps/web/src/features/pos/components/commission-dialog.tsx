import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useCommissionUsers } from '@/lib/reference-data/users';
import type { CommissionUser } from '../types';

/** Spec 2.5 'Staff selector for commission': who earns the commission on a service; Cancel adds it without. */
export function CommissionDialog({
  open,
  productName,
  onSelect,
  onCancel,
}: {
  open: boolean;
  productName?: string;
  onSelect: (user: CommissionUser) => void;
  onCancel: () => void;
}) {
  const { data: users, isPending } = useCommissionUsers(open);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="commission-dialog-title"
      slotProps={{ paper: { sx: { width: 420, maxWidth: 420 } } }}
    >
      <DialogTitle id="commission-dialog-title">Select Staff for Commission</DialogTitle>
      <DialogContent>
        {productName ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {productName}
          </Typography>
        ) : null}
        {isPending ? <Typography>Loading, please wait...</Typography> : null}
        <MenuList autoFocusItem dense aria-label="Staff">
          {(users ?? []).map((u) => (
            <MenuItem key={u.id} onClick={() => onSelect(u)}>
              <ListItemText primary={u.displayName} secondary={[u.firstname, u.lastname].filter(Boolean).join(' ')} />
            </MenuItem>
          ))}
        </MenuList>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
