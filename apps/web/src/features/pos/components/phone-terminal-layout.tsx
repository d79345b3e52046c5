import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PersonIcon from '@mui/icons-material/Person';
import type { OrderResult } from '@oim/shared/pos/arithmetic';
import { formatMoney } from '@/lib/format';
import { BottomSheet } from './bottom-sheet';
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

type Props = {
  /** The sales channel's name. */
  title: string;
  /** What is being edited (an order, a quotation), if anything. */
  badges: ReactNode;
  customerName: string;
  onCustomer: () => void;
  onReset: () => void;
  onNewSale: () => void;
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
  const closeMenuThen = (action: () => void) => () => {
    setMenuAnchor(null);
    action();
  };
  return (
    <Box component="main" sx={{ height: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      {tapTargets}
      <Paper square elevation={1} sx={{ display: 'flex', flexDirection: 'column', px: 0.5, py: 0.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <IconButton component={RouterLink} to="/sales/sales-orders" aria-label="Back">
            <ArrowBackIcon />
          </IconButton>
          <Typography variant="h6" component="h1" noWrap sx={{ flex: 1, minWidth: 0 }}>
            {props.title}
          </Typography>
          <Button
            variant="outlined"
            startIcon={<PersonIcon />}
            onClick={props.onCustomer}
            title="Customer"
            sx={{ minWidth: 0, maxWidth: '45%' }}
          >
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {props.customerName}
            </Box>
          </Button>
          <IconButton aria-label="More actions" aria-haspopup="menu" onClick={(e) => setMenuAnchor(e.currentTarget)}>
            <MoreVertIcon />
          </IconButton>
        </Box>
        {props.badges ? <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: 1, pb: 0.5 }}>{props.badges}</Box> : null}
      </Paper>
      <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
        <MenuItem onClick={closeMenuThen(props.onReset)}>Reset</MenuItem>
        <MenuItem onClick={closeMenuThen(props.onNewSale)}>New Sale</MenuItem>
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
