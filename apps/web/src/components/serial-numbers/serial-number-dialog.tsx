import { useEffect, useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isNetworkFailure, useOnline } from '@/lib/offline/connectivity';
import { useSerialsInStock, type SerialChoice } from './get-serials-in-stock';

export type SerialRequest = { productId: number; productName: string; needed: number; chosen: SerialChoice[] };

/**
 * Serial numbers for a serial-tracked line: those in stock at the channel's picking location; as
 * many as the line's quantity in base units. Typing or scanning a serial and Enter ticks it; offline,
 * Enter takes the serial as typed. Used by the terminal and by Generate Sales Order on a quotation.
 */
export function SerialNumberDialog({
  request,
  locationId,
  onConfirm,
  onCancel,
}: {
  request: SerialRequest | null;
  locationId: number | null | undefined;
  onConfirm: (serials: SerialChoice[]) => void;
  onCancel: () => void;
}) {
  const { data: serials, isPending: loading, error } = useSerialsInStock(request?.productId ?? null, locationId);
  // Offline the in-stock list is the server's: the cashier types or scans each serial, and the
  // server checks it when the sale is sent (one sold meanwhile parks the sale: SERIAL_ALREADY_SOLD).
  const online = useOnline();
  const offline = !online || (error !== null && isNetworkFailure(error));
  const isPending = loading && !offline;
  const [chosen, setChosen] = useState<SerialChoice[]>([]);
  const [typed, setTyped] = useState('');
  useEffect(() => {
    setChosen(request?.chosen ?? []);
    setTyped('');
  }, [request]);
  const available = [
    ...[
      ...(request?.chosen ?? []),
      ...chosen.filter((c) => !(request?.chosen ?? []).some((r) => r.serialNumber === c.serialNumber)),
    ].filter((c) => !(serials ?? []).some((s) => s.serialNumber === c.serialNumber)),
    ...(serials ?? []),
  ];
  const isChosen = (s: SerialChoice) => chosen.some((c) => c.serialNumber === s.serialNumber);
  const toggle = (s: SerialChoice) =>
    setChosen((list) => (isChosen(s) ? list.filter((c) => c.serialNumber !== s.serialNumber) : [...list, s]));
  const needed = request?.needed ?? 0;
  const filtered = typed.trim() ? available.filter((s) => s.serialNumber.toLowerCase().includes(typed.trim().toLowerCase())) : available;

  return (
    <Dialog
      open={request !== null}
      onClose={onCancel}
      aria-labelledby="serial-dialog-title"
      slotProps={{ paper: { sx: { width: 480, maxWidth: 480 } } }}
    >
      <DialogTitle id="serial-dialog-title">Serial Numbers</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary">
          {request?.productName}: choose {needed} ({chosen.length} chosen)
        </Typography>
        <TextField
          autoFocus
          fullWidth
          size="small"
          margin="dense"
          label="Find or scan a serial number"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            const exact =
              available.find((s) => s.serialNumber.toLowerCase() === typed.trim().toLowerCase()) ??
              (filtered.length === 1 ? filtered[0] : undefined);
            const serial = typed.trim();
            if (exact && !isChosen(exact)) setChosen((list) => [...list, exact]);
            else if (!exact && offline && serial && chosen.length < needed)
              setChosen((list) => [
                ...list,
                { id: null, serialNumber: serial, productId: request?.productId ?? null, currentStatus: null },
              ]);
            else if (!exact && chosen.length === needed) onConfirm(chosen);
            setTyped('');
          }}
        />
        {offline ? (
          <Typography variant="body2" color="text.secondary">
            Offline: type or scan each serial number and press Enter. It is checked when the sale is sent.
          </Typography>
        ) : null}
        {isPending && locationId ? <Typography>Loading, please wait...</Typography> : null}
        {!locationId && !offline ? <Typography color="error">The sales channel has no picking location.</Typography> : null}
        {!isPending && !offline && available.length === 0 ? (
          <Typography color="text.secondary">No serial numbers in stock at this location.</Typography>
        ) : null}
        <List dense aria-label="Serial numbers in stock" sx={{ maxHeight: 320, overflow: 'auto' }}>
          {filtered.map((s) => (
            <ListItemButton key={s.serialNumber} onClick={() => toggle(s)} dense>
              <ListItemIcon>
                <Checkbox
                  edge="start"
                  checked={isChosen(s)}
                  tabIndex={-1}
                  disableRipple
                  slotProps={{ input: { 'aria-label': s.serialNumber } }}
                />
              </ListItemIcon>
              <ListItemText primary={s.serialNumber} />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" disabled={chosen.length !== needed} onClick={() => onConfirm(chosen)}>
          Confirm
        </Button>
      </DialogActions>
    </Dialog>
  );
}
