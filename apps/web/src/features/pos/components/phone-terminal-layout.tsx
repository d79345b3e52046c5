import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckIcon from '@mui/icons-material/Check';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { OrderResult } from '@oim/shared/pos/arithmetic';
import { formatMoney } from '@/lib/format';
import type { OfflineTerminalStatus } from '../offline/use-offline-terminal';
import { BottomSheet } from './bottom-sheet';
import { ConnectionIcon } from './connection-icon';
import { PhoneCart } from './phone-cart';
import type { PosLine } from '../types';

/** The least size of anything a finger taps on the phone layout (WCAG 2.5.5's 44 CSS pixels). */
export const TAP_TARGET_PX = 44;

/**
 * Every control the phone terminal shows, its sheets and the dialogs it opens included (they are
 * portalled outside the layout), at least a finger wide; mounted only while the phone layout is.
 */
const tapTargets = (
  <GlobalStyles
    styles={{
      '.MuiButtonBase-root:not(.MuiSwitch-switchBase), .MuiInputBase-root, .MuiChip-deletable': { minHeight: TAP_TARGET_PX },
      '.MuiIconButton-root, .MuiChip-deleteIcon': { minWidth: TAP_TARGET_PX },
      '.MuiChip-deleteIcon': { height: TAP_TARGET_PX, margin: 0 },
    }}
  />
);

/** One entry of the terminal menu: what it does, what it stands at now (e.g. the customer's name). */
export type TerminalMenuEntry = {
  key: string;
  label: string;
  detail?: string | null;
  onClick: () => void;
  /** Ticked (the terminal this device is). */
  selected?: boolean;
  /** Needs doing before selling (no terminal chosen, no shift open). */
  warning?: boolean;
  /** A line above it: the start of another group. */
  dividerBefore?: boolean;
};

type Props = {
  /** The sales channel's name. */
  title: string;
  /** Under it, small: the terminal, what is being edited, the customer. */
  subtitle: string;
  /** The connection, shown as an icon leading to Sales waiting (none before the channel is known). */
  connection: OfflineTerminalStatus | null;
  /** Everything else of the bar: terminal and shift, cash in/out, customer, reset, new sale. */
  menu: TerminalMenuEntry[];
  search: ReactNode;
  lines: readonly PosLine[];
  activeLineId: string | null;
  /** A tap on a line: it is selected and its sheet opens. */
  onOpenLine: (uniqueId: string) => void;
  /** The selected line's sheet: open, and its editor. */
  lineSheetOpen: boolean;
  onCloseLine: () => void;
  lineEditor: ReactNode;
  totals: OrderResult;
  checkoutOpen: boolean;
  onCheckoutOpen: (open: boolean) => void;
  /** The checkout sheet: totals, discounts, payments, the note. */
  checkout: ReactNode;
  /** Its save buttons. */
  saveActions: ReactNode;
};

/**
 * The terminal on a phone: the search on top, the cart as a list under it, the total and a
 * Checkout button at the foot; a line opens in a sheet to change it, and totals and payment rise
 * in another. Loaded only by a phone-sized terminal (the desktop's first download leaves it out).
 */
export default function PhoneTerminalLayout(props: Props) {
  const { totals, lines } = props;
  const activeLine = lines.find((line) => line.uniqueId === props.activeLineId) ?? null;
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const needsAttention = props.menu.some((entry) => entry.warning);
  const closeMenuThen = (action: () => void) => () => {
    setMenuAnchor(null);
    action();
  };
  return (
    <Box component="main" sx={{ height: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      {tapTargets}
      {/* One line: back, the channel (and under it the terminal, document and customer), the connection, the menu. */}
      <Paper
        square
        elevation={1}
        aria-label="Terminal bar"
        role="group"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 0.5, py: 0.25 }}
      >
        <IconButton component={RouterLink} to="/sales/sales-orders" aria-label="Back">
          <ArrowBackIcon />
        </IconButton>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h1" noWrap sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {props.title}
          </Typography>
          {props.subtitle ? (
            <Typography variant="caption" color="text.secondary" component="p" noWrap sx={{ lineHeight: 1.3 }}>
              {props.subtitle}
            </Typography>
          ) : null}
        </Box>
        {props.connection ? <ConnectionIcon status={props.connection} /> : null}
        <IconButton aria-label="Terminal menu" aria-haspopup="menu" onClick={(e) => setMenuAnchor(e.currentTarget)}>
          <Badge variant="dot" color="warning" invisible={!needsAttention}>
            <MoreVertIcon />
          </Badge>
        </IconButton>
      </Paper>
      <Menu
        anchorEl={menuAnchor}
        open={menuAnchor !== null}
        onClose={() => setMenuAnchor(null)}
        slotProps={{ list: { 'aria-label': 'Terminal menu' } }}
      >
        {props.menu.flatMap((entry) => [
          ...(entry.dividerBefore ? [<Divider key={`${entry.key}-divider`} />] : []),
          <MenuItem key={entry.key} selected={entry.selected ?? false} onClick={closeMenuThen(entry.onClick)}>
            {entry.selected ? (
              <ListItemIcon>
                <CheckIcon fontSize="small" />
              </ListItemIcon>
            ) : null}
            <ListItemText
              primary={entry.label}
              secondary={entry.detail ?? null}
              slotProps={{ secondary: { color: entry.warning ? 'warning.dark' : 'text.secondary' } }}
            />
          </MenuItem>,
        ])}
      </Menu>

      <Paper square elevation={0} sx={{ p: 1.5, pb: 1 }}>
        {props.search}
      </Paper>
      <Paper square elevation={0} sx={{ flex: 1, minHeight: 0, overflow: 'auto', borderTop: 1, borderColor: 'divider' }}>
        <PhoneCart lines={lines} totals={totals} activeLineId={props.activeLineId} onOpen={props.onOpenLine} />
      </Paper>

      <Paper
        square
        elevation={8}
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, pt: 1.5, pb: 'calc(12px + env(safe-area-inset-bottom))' }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {`${totals.itemCount} ${totals.itemCount === 1 ? 'line' : 'lines'}`}
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            {formatMoney(totals.netTotal)}
          </Typography>
        </Box>
        <Button variant="contained" size="large" onClick={() => props.onCheckoutOpen(true)} sx={{ px: 4 }}>
          Checkout
        </Button>
      </Paper>

      <BottomSheet
        open={props.lineSheetOpen && activeLine !== null}
        title={activeLine?.productName ?? ''}
        onClose={props.onCloseLine}
        actions={
          <Button variant="contained" size="large" fullWidth onClick={props.onCloseLine}>
            Done
          </Button>
        }
      >
        {props.lineEditor}
      </BottomSheet>
      <BottomSheet open={props.checkoutOpen} title="Checkout" onClose={() => props.onCheckoutOpen(false)} actions={props.saveActions}>
        {props.checkout}
      </BottomSheet>
    </Box>
  );
}
