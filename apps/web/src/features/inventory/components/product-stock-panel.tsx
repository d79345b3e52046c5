import {
  Alert,
  Box,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { qty } from '@oim/shared/decimal';
import { formatQuantity, withUnit } from '@/lib/quantity';
import type { Product } from '../types';

/** Not stocked at a location that never carried it, out of stock, at or below the reorder point, or fine. */
export function stockStatus(
  onHand: number,
  reorderPoint: number | null,
  carried = true,
): { label: string; color: 'default' | 'error' | 'warning' | 'success' } {
  if (onHand <= 0 && !carried) return { label: 'Not stocked here', color: 'default' };
  if (onHand <= 0) return { label: 'Out of stock', color: 'error' };
  if (reorderPoint !== null && onHand <= reorderPoint) return { label: 'Low', color: 'warning' };
  return { label: 'In stock', color: 'success' };
}

/** A product's stock at each location, in its base unit, with the total. */
export function ProductStockPanel({ product }: { product: Product }) {
  if (product.type === 'SERVICE') {
    return <Alert severity="info">Services keep no stock.</Alert>;
  }
  if (product.type === 'BUNDLE') {
    return (
      <Alert severity="info">
        A bundle’s stock is its items’ stock: {withUnit(product.onHand ?? 0, product.unit)} can be made from what is on hand.
      </Alert>
    );
  }
  const stocks = [...(product.stocks ?? [])].sort((a, b) => (a.location?.name ?? '').localeCompare(b.location?.name ?? ''));
  const total = qty.add(0, ...stocks.map((s) => s.onHand));
  return (
    <Card variant="outlined">
      <CardHeader
        title="Stock per Location"
        subheader={`In ${product.unit ?? 'base units'}`}
        slotProps={{ title: { variant: 'subtitle1', component: 'h2', sx: { fontWeight: 600 } }, subheader: { variant: 'body2' } }}
        sx={{ pb: 0 }}
      />
      <CardContent>
        {stocks.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No stock locations yet.
          </Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Stock per location">
              <TableHead>
                <TableRow>
                  <TableCell>Location</TableCell>
                  <TableCell align="right">On Hand</TableCell>
                  <TableCell>Status</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {stocks.map((stock) => {
                  const status = stockStatus(stock.onHand, product.reorderPoint, stock.carried ?? true);
                  return (
                    <TableRow key={stock.id}>
                      <TableCell>{stock.location?.name ?? `Location ${stock.locationId}`}</TableCell>
                      <TableCell align="right">{withUnit(stock.onHand, product.unit)}</TableCell>
                      <TableCell>
                        <Chip size="small" variant="outlined" color={status.color} label={status.label} />
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell sx={{ fontWeight: 600, color: 'text.primary', fontSize: 14 }}>Total</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600, color: 'text.primary', fontSize: 14 }}>
                    {withUnit(total, product.unit)}
                  </TableCell>
                  <TableCell>
                    {product.reorderPoint !== null ? (
                      <Typography variant="caption" color="text.secondary">
                        Reorder point {formatQuantity(product.reorderPoint)}
                      </Typography>
                    ) : null}
                  </TableCell>
                </TableRow>
              </TableFooter>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
