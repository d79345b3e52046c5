import { Fragment } from 'react';
import { Box, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import SubdirectoryArrowRightIcon from '@mui/icons-material/SubdirectoryArrowRight';
import { formatMoney } from '@/lib/format';
import { nestBundleLines, quantityText } from '../lib/document-lines';
import { userName, type DocumentLine } from '../types';
import { DiscountChips } from './discount-chips';

type Line = DocumentLine & { serialNumbers?: string[] };

type Component = { key: string; sku?: string; productName: string; quantity: number; unit: string | null | undefined };

/** A bundle's components: its child lines (orders), else its saved bundle modifications (quotations). */
function componentsOf(line: Line & { components: Line[] }): Component[] {
  if (line.components.length > 0)
    return line.components.map((c) => ({
      key: `line-${c.id}`,
      sku: c.sku,
      productName: c.productName,
      quantity: c.orderedQuantity,
      unit: c.orderedUnit ?? c.orderedUom?.unit,
    }));
  return (line.bundleModifications ?? []).map((m, i) => ({
    key: `mod-${m.bundleItemId}-${i}`,
    productName: m.productName,
    quantity: m.quantity,
    unit: m.unitOfMeasure,
  }));
}

const muted = { color: 'text.secondary' } as const;

/** The lines of an order or a quotation: quantities, prices, discounts, totals; bundle components nested. */
export function DocumentLinesTable({ lines, label = 'Items' }: { lines: readonly Line[]; label?: string }) {
  const nested = nestBundleLines(lines);
  return (
    <Table size="small" aria-label={label} sx={{ minWidth: 760 }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: 40 }}>#</TableCell>
          <TableCell>Product</TableCell>
          <TableCell align="right">Quantity</TableCell>
          <TableCell align="right">Unit Price</TableCell>
          <TableCell align="right">Amount</TableCell>
          <TableCell align="right">Discounts</TableCell>
          <TableCell align="right">Line Total</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {nested.map((line, index) => {
          const components = componentsOf(line);
          const serials = line.serialNumbers ?? [];
          const last = components.length === 0;
          const cellSx = last ? undefined : { borderBottom: 0 };
          return (
            <Fragment key={line.id}>
              <TableRow>
                <TableCell sx={{ ...cellSx, ...muted }}>{index + 1}</TableCell>
                <TableCell sx={cellSx}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography variant="body2" sx={{ fontWeight: 500 }}>
                      {line.productName}
                    </Typography>
                    {line.productType !== 'PRODUCT' ? (
                      <Chip size="small" label={line.productType === 'BUNDLE' ? 'Bundle' : 'Service'} />
                    ) : null}
                  </Stack>
                  <Typography variant="caption" sx={muted}>
                    {line.sku}
                  </Typography>
                  {serials.length > 0 ? (
                    <Typography variant="caption" component="div" sx={muted}>
                      S/N: {serials.join(', ')}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell align="right" sx={{ ...cellSx, whiteSpace: 'nowrap' }}>
                  {quantityText(line.orderedQuantity, line.orderedUnit ?? line.orderedUom?.unit)}
                </TableCell>
                <TableCell align="right" sx={{ ...cellSx, whiteSpace: 'nowrap' }}>
                  {formatMoney(line.orderedUnitPrice)}
                  {line.priceChangedBy !== null && line.listUnitPrice !== null ? (
                    <Typography variant="caption" component="div" sx={muted}>
                      List {formatMoney(line.listUnitPrice)}
                      {line.priceChangedByUser ? ` · changed by ${userName(line.priceChangedByUser)}` : ''}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell align="right" sx={{ ...cellSx, whiteSpace: 'nowrap' }}>
                  {formatMoney(line.grossAmount)}
                </TableCell>
                <TableCell align="right" sx={cellSx}>
                  <DiscountChips discounts={line.appliedDiscounts} />
                </TableCell>
                <TableCell align="right" sx={{ ...cellSx, whiteSpace: 'nowrap', fontWeight: 600 }}>
                  {formatMoney(line.lineTotal)}
                </TableCell>
              </TableRow>
              {components.map((component, i) => (
                <TableRow key={component.key} data-testid="bundle-component" sx={{ bgcolor: 'action.hover' }}>
                  <TableCell sx={i < components.length - 1 ? { borderBottom: 0 } : undefined} />
                  <TableCell sx={i < components.length - 1 ? { borderBottom: 0 } : undefined}>
                    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', pl: 1 }}>
                      <SubdirectoryArrowRightIcon fontSize="small" sx={muted} />
                      <Box>
                        <Typography variant="body2">{component.productName}</Typography>
                        {component.sku ? (
                          <Typography variant="caption" sx={muted}>
                            {component.sku}
                          </Typography>
                        ) : null}
                      </Box>
                    </Stack>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', ...(i < components.length - 1 ? { borderBottom: 0 } : {}) }}>
                    {quantityText(component.quantity, component.unit)}
                  </TableCell>
                  <TableCell colSpan={4} sx={{ ...muted, ...(i < components.length - 1 ? { borderBottom: 0 } : {}) }}>
                    <Typography variant="caption">In the bundle</Typography>
                  </TableCell>
                </TableRow>
              ))}
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}
