import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  Pagination,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { decimal } from '@oim/shared/schemas/masterfile';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import type { TableFilter } from '@/lib/list-query';
import { notify } from '@/lib/notify';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { fetchList, resourceKeys } from '@/lib/use-list';
import { useBulkUpdatePrices, type BulkPrice } from '../api/bulk-update-prices';
import { PRICE_TABLE_RELATIONS } from '../api/get-price-table';
import { applyPercent, convertedPrice } from '@/lib/quantity';
import { PRICE_TABLE_RESOURCE, type Product, type UnitOfMeasure } from '../types';

const PAGE_SIZE = 20;
const priceSchema = decimal('price');

/** One price line of the dialog: a product in one of its units. */
export type PriceLine = {
  key: string;
  product: Product;
  unit: UnitOfMeasure;
  /** The base price (the product's own unit) or the unit's own price; null when it has none. */
  current: number | null;
  /** What the unit sells at without its own price. */
  regular: string | null;
};

/** Every unit of each product: its own unit first (the base price), then the others by size. */
export function priceLines(products: Product[]): PriceLine[] {
  return products.flatMap((product) => {
    const units = [...(product.unitClass?.units ?? (product.unitOfMeasure ? [product.unitOfMeasure] : []))].sort((a, b) =>
      a.id === product.unitOfMeasureId ? -1 : b.id === product.unitOfMeasureId ? 1 : a.factor - b.factor,
    );
    const own = units.find((u) => u.id === product.unitOfMeasureId);
    return units.map((unit) => {
      const isOwn = unit.id === product.unitOfMeasureId;
      const price = product.productPrices?.find((p) => p.uomId === unit.id)?.price ?? null;
      return {
        key: `${product.id}:${unit.id}`,
        product,
        unit,
        current: isOwn ? product.basePrice : price,
        regular: !isOwn && own ? convertedPrice(product.basePrice, own.factor, unit.factor) : null,
      };
    });
  });
}

/** The bulk-prices body of the typed prices (blank ones change nothing). */
export function bulkPricesOf(edits: Record<string, string>): BulkPrice[] {
  return Object.entries(edits)
    .filter(([, text]) => text.trim() !== '')
    .map(([key, text]) => {
      const [productId, uomId] = key.split(':').map(Number);
      return { productId: productId!, uomId: uomId!, price: text.trim() };
    });
}

export type BulkUpdatePricesDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Start with only these products (e.g. the row's); otherwise the dialog searches all. */
  products?: Product[] | null;
};

function BulkPricesEditor({ onClose, products }: Omit<BulkUpdatePricesDialogProps, 'open'>) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [percent, setPercent] = useState('');
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const save = useBulkUpdatePrices();

  const filter = useMemo<TableFilter>(
    () => ({
      relations: PRICE_TABLE_RELATIONS,
      pagination: { page, pageSize: PAGE_SIZE },
      ...(term.trim() ? { globalFilter: term.trim() } : {}),
    }),
    [page, term],
  );
  const list = useQuery({
    queryKey: [...resourceKeys.lists(PRICE_TABLE_RESOURCE), 'bulk', filter] as const,
    queryFn: ({ signal }) => fetchList<Product>(PRICE_TABLE_RESOURCE, filter, signal),
    enabled: !products,
    placeholderData: keepPreviousData,
  });
  const lines = useMemo(() => priceLines(products ?? list.data?.data ?? []), [products, list.data]);
  const lastPage = products ? 1 : (list.data?.meta.last_page ?? 1);

  const errors = useMemo(() => {
    const found: Record<string, string> = {};
    for (const [key, text] of Object.entries(edits)) {
      if (text.trim() === '') continue;
      const parsed = priceSchema.safeParse(text);
      if (!parsed.success) found[key] = parsed.error.issues[0]?.message ?? 'Invalid price.';
    }
    return found;
  }, [edits]);
  const changes = bulkPricesOf(edits);
  const invalid = Object.keys(errors).length > 0;

  const applyToListed = () => {
    const next = { ...edits };
    for (const line of lines) {
      if (line.current === null) continue;
      const raised = applyPercent(line.current, percent);
      if (raised !== null) next[line.key] = raised;
    }
    setEdits(next);
  };

  // Enter moves down the price column, like a spreadsheet.
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const next = lines[index + 1];
    if (next) inputs.current.get(next.key)?.focus();
  };

  const submit = async () => {
    if (changes.length === 0 || invalid) return;
    try {
      const answer = await save.mutateAsync(changes);
      notify.success(answer?.message || 'Updated successfully.');
      onClose();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <>
      <DialogTitle id="bulk-prices-title" sx={{ pr: 7 }}>
        Bulk Update Prices
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ mb: 2, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
        >
          {!products ? (
            <TextField
              size="small"
              placeholder="Search SKU or product name"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
              onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
              slotProps={{
                htmlInput: { 'aria-label': 'Search products' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
              sx={{ flex: '1 1 260px' }}
            />
          ) : null}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              size="small"
              label="Change listed by"
              value={percent}
              onChange={(event) => setPercent(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  applyToListed();
                }
              }}
              placeholder="10 or -5"
              sx={{ width: 160 }}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { inputMode: 'decimal' },
                input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
              }}
            />
            <Button variant="outlined" onClick={applyToListed} disabled={applyPercent(100, percent) === null || lines.length === 0}>
              Apply
            </Button>
          </Stack>
        </Stack>
        {list.error && !products ? <Alert severity="error">{list.error.message || 'The products could not be loaded.'}</Alert> : null}
        {!products && list.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading" />
          </Box>
        ) : lines.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            No products found
          </Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Prices">
              <TableHead>
                <TableRow>
                  <TableCell>SKU</TableCell>
                  <TableCell>Product</TableCell>
                  <TableCell>Unit</TableCell>
                  <TableCell align="right">Current Price</TableCell>
                  <TableCell sx={{ width: 220 }}>New Price</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {lines.map((line, index) => {
                  const first = index === 0 || lines[index - 1]!.product.id !== line.product.id;
                  const isOwn = line.unit.id === line.product.unitOfMeasureId;
                  return (
                    <TableRow key={line.key} sx={first && index > 0 ? { '& td': { borderTop: 2, borderTopColor: 'divider' } } : undefined}>
                      <TableCell>{first ? line.product.sku : ''}</TableCell>
                      <TableCell>{first ? line.product.productName : ''}</TableCell>
                      <TableCell>
                        {line.unit.unit}
                        {isOwn ? (
                          <Typography variant="caption" color="text.secondary" component="span">
                            {' '}
                            (base price)
                          </Typography>
                        ) : null}
                      </TableCell>
                      <TableCell align="right">
                        {line.current !== null ? (
                          formatMoney(line.current)
                        ) : (
                          <Typography
                            variant="body2"
                            color="text.secondary"
                            component="span"
                            title="No price of its own: the base price converted"
                          >
                            {line.regular !== null ? `${formatMoney(line.regular)} regular` : '—'}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>
                        <TextField
                          size="small"
                          value={edits[line.key] ?? ''}
                          onChange={(event) => setEdits((all) => ({ ...all, [line.key]: event.target.value }))}
                          onKeyDown={(event) => onKeyDown(event, index)}
                          inputRef={(element: HTMLInputElement | null) => {
                            if (element) inputs.current.set(line.key, element);
                            else inputs.current.delete(line.key);
                          }}
                          error={Boolean(errors[line.key])}
                          helperText={errors[line.key]}
                          placeholder={line.current !== null ? line.current.toFixed(2) : (line.regular ?? '')}
                          slotProps={{
                            htmlInput: {
                              inputMode: 'decimal',
                              'aria-label': `New price of ${line.product.productName} per ${line.unit.unit}`,
                            },
                            input: { startAdornment: <InputAdornment position="start">₱</InputAdornment> },
                          }}
                        />
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Box>
        )}
        {lastPage > 1 ? (
          <Stack sx={{ alignItems: 'center', mt: 2 }}>
            <Pagination count={lastPage} page={page} onChange={(_e, next) => setPage(next)} size="small" />
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }} aria-live="polite">
          {changes.length === 0
            ? 'Type the new prices; blank ones stay as they are.'
            : `${changes.length} price${changes.length === 1 ? '' : 's'} to update`}
        </Typography>
        <Button onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={changes.length === 0 || invalid || save.isPending}
          startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Update Prices
        </Button>
      </DialogActions>
    </>
  );
}

/** Bulk Update Prices (Update Bulk Prices): many products' prices per unit in one call. */
export function BulkUpdatePricesDialog({ open, onClose, products = null }: BulkUpdatePricesDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="bulk-prices-title">
      {open ? <BulkPricesEditor onClose={onClose} products={products} /> : null}
    </Dialog>
  );
}
