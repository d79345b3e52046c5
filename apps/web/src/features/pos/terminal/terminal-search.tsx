import TextField from '@mui/material/TextField';
import { ProductSearch } from '../components/product-search';
import type { Terminal } from './use-terminal';

/** The product search (F1, F3 search by): a found or scanned product goes into the cart. */
export function TerminalSearch({ t }: { t: Terminal }) {
  return (
    <ProductSearch
      inputRef={t.refs.searchRef}
      salesChannelId={t.channel?.id ?? null}
      filterType={t.filterType}
      onFilterTypeChange={(f) => t.store.set({ filterType: f })}
      onAdd={(product, options) => void t.addProduct(product, options)}
      phone={t.phone}
    />
  );
}

/** The desktop's quantity for the next product added (F4); Enter goes back to the search. */
export function TerminalQuantityField({ t }: { t: Terminal }) {
  return (
    <TextField
      inputRef={t.refs.quantityRef}
      label="Qty (F4)"
      size="small"
      type="number"
      value={t.quantity}
      onChange={(e) => t.store.set({ quantity: e.target.value === '' ? 0 : Number(e.target.value) })}
      onFocus={(e) => e.target.select()}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          t.refs.searchRef.current?.focus();
        }
      }}
      slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }}
      sx={{ width: 96 }}
    />
  );
}
