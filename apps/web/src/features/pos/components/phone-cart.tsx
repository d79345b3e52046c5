import { memo } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { OrderResult } from '@oim/shared/pos/arithmetic';
import { formatMoney } from '@/lib/format';
import { BundleParts, EMPTY_CART_TEXT, LineAmount, LineBadges } from './cart-lines';
import type { PosLine } from '../types';

type ItemProps = {
  line: PosLine;
  /** In centavos, from the totals computed once for the whole cart. */
  gross: number;
  lineTotal: number;
  active: boolean;
  onOpen: (uniqueId: string) => void;
};

const PhoneCartItem = memo(function PhoneCartItem({ line, gross, lineTotal, active, onOpen }: ItemProps) {
  return (
    <ListItem disablePadding divider data-line-id={line.uniqueId}>
      <ListItemButton selected={active} onClick={() => onOpen(line.uniqueId)} sx={{ alignItems: 'flex-start', gap: 1.5 }}>
        <ListItemText
          sx={{ minWidth: 0, my: 0 }}
          primary={line.productName}
          slotProps={{ primary: { sx: { fontWeight: 600 } }, secondary: { component: 'div' } }}
          secondary={
            <>
              {`${[line.orderedQuantity, line.orderedUnit].filter((part) => part != null && part !== '').join(' ')} × ${formatMoney(line.orderedUnitPrice)}`}
              <BundleParts line={line} />
              <LineBadges line={line} />
            </>
          }
        />
        <LineAmount gross={gross} lineTotal={lineTotal} />
      </ListItemButton>
    </ListItem>
  );
});

/** The cart on a phone: one row per line (name, quantity × price, total); a tap opens the line to change it. */
export function PhoneCart({
  lines,
  totals,
  activeLineId,
  onOpen,
}: {
  lines: readonly PosLine[];
  totals: OrderResult;
  activeLineId: string | null;
  onOpen: (uniqueId: string) => void;
}) {
  if (lines.length === 0)
    return (
      <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
        {EMPTY_CART_TEXT}
      </Typography>
    );
  return (
    <List aria-label="Cart" disablePadding>
      {lines.map((line, i) => (
        <PhoneCartItem
          key={line.uniqueId}
          line={line}
          gross={totals.lines[i]?.gross ?? 0}
          lineTotal={totals.lines[i]?.lineTotal ?? 0}
          active={line.uniqueId === activeLineId}
          onOpen={onOpen}
        />
      ))}
    </List>
  );
}
