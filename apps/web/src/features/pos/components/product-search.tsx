import { lazy, Suspense, useRef, useState, type RefObject } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import SearchIcon from '@mui/icons-material/Search';
import { formatMoney } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { posProductKeys, searchPosProducts, type PosProductSearch } from '../api/search-pos-products';
import { KeyBurst, scanClock } from '../lib/scanner';
import { onSecureAddress, phonePageUrl } from '@/lib/secure-address';
import { useCameraState } from '@/components/barcode-scanning/use-camera-available';
import type { PosFilterType, PosProduct } from '../types';

// The camera's dialog (and ZXing behind it) loads when the camera button is first pressed.
const CameraScanDialog = lazy(() =>
  import('@/components/barcode-scanning/camera-scan-dialog').then((m) => ({ default: m.CameraScanDialog })),
);

/** Spec 9: searches wait 300 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 300;

// The default (name) mode finds names, SKUs and barcodes together, a typo tolerated.
export const FILTER_LABELS: Record<PosFilterType, string> = { name: 'All', barcode: 'Barcode', sku: 'SKU' };
const PLACEHOLDERS: Record<PosFilterType, string> = {
  name: 'Search name, SKU or barcode (F1)',
  barcode: 'Search by barcode or scan a barcode (F1)',
  sku: 'Search by SKU or scan a barcode (F1)',
};
export const FILTER_ORDER: PosFilterType[] = ['name', 'barcode', 'sku'];

export type AddOptions = { scanned: boolean };

const noMatchForScan = (code: string) => `No product has the barcode or SKU ${code}.`;

type Props = {
  inputRef: RefObject<HTMLInputElement | null>;
  salesChannelId: number | null;
  filterType: PosFilterType;
  onFilterTypeChange: (filterType: PosFilterType) => void;
  onAdd: (product: PosProduct, options: AddOptions) => void;
  disabled?: boolean;
  /**
   * The phone layout: the search box alone on its row, with a camera button where the phone has a
   * camera, the search-by choice under it, and no focus taken on opening (it would raise the
   * on-screen keyboard).
   */
  phone?: boolean;
};

function stockText(p: PosProduct): string {
  if (p.type === 'SERVICE') return 'Service';
  if (p.type === 'BUNDLE') return 'Bundle';
  return p.availableAtChannel === null || p.availableAtChannel === undefined
    ? ''
    : `${Number(p.availableAtChannel)} ${p.unit ?? ''} in stock`.trim();
}

/**
 * Spec 2.10: products by name (the default, which also finds SKUs and barcodes and tolerates a
 * typo), barcode or SKU, searched by the server as the cashier types. Arrows move through the
 * results and Enter adds one (an exact barcode or SKU at once); a scanner's burst of keys and Enter
 * adds the exact barcode or SKU match at once.
 */
export function ProductSearch({ inputRef, salesChannelId, filterType, onFilterTypeChange, onAdd, disabled, phone = false }: Props) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [highlight, setHighlight] = useState(0);
  const [open, setOpen] = useState(false);
  const [cameraOpen, setCameraOpen] = useState(false);
  const camera = useCameraState();
  const burst = useRef(new KeyBurst());
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const q: PosProductSearch = { search: term, filterType, salesChannelId };
  const { data: results, isFetching } = useQuery({
    queryKey: posProductKeys.search(q),
    queryFn: ({ signal }) => searchPosProducts(q, signal),
    enabled: term !== '',
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  const shown = term !== '' && open ? (results ?? []) : [];

  const fetchNow = (search: string, type: PosFilterType) => {
    const query: PosProductSearch = { search, filterType: type, salesChannelId };
    return queryClient.fetchQuery({
      queryKey: posProductKeys.search(query),
      queryFn: ({ signal }) => searchPosProducts(query, signal),
      staleTime: 30_000,
    });
  };

  const clear = () => {
    setText('');
    setHighlight(0);
    setOpen(false);
    burst.current.reset();
  };

  const add = (product: PosProduct, scanned: boolean) => {
    clear();
    onAdd(product, { scanned });
  };

  /** The exact barcode (or SKU) match of a scanned code: null when there is none, undefined when the search failed (said). */
  const findScanned = async (code: string): Promise<PosProduct | null | undefined> => {
    try {
      return (await fetchNow(code, 'barcode'))[0] ?? null;
    } catch {
      notify.error('The product search failed. Please try again.');
      return undefined;
    }
  };

  /** A code read by the camera goes in as a scanner's does. */
  const addCameraCode = async (code: string) => {
    setCameraOpen(false);
    const found = await findScanned(code);
    if (found) add(found, true);
    else if (found === null) notify.error(noMatchForScan(code));
  };

  const enter = async () => {
    // What is in the box now (a scanner can outrun the last render).
    const raw = inputRef.current?.value ?? text;
    const typed = raw.trim();
    if (!typed) return;
    // A scanner: the exact barcode (or SKU) match goes straight in. A run of 8-14 digits that is
    // exactly a barcode counts as scanned too (a busy page can stretch a scanner's burst).
    const burstScan = burst.current.isScan(raw.length);
    if (burstScan || /^\d{8,14}$/.test(typed)) {
      if (burstScan) clear();
      const found = await findScanned(typed);
      if (found === undefined) return;
      if (found) {
        add(found, true);
        return;
      }
      if (burstScan) {
        notify.error(noMatchForScan(typed));
        return;
      }
    }
    if (term === typed && results && open && results.length > 0) {
      const pick = results[Math.min(highlight, results.length - 1)];
      if (pick) add(pick, false);
      return;
    }
    try {
      const found = await fetchNow(typed, filterType);
      const exact = found[0]?.match === 'barcode' || found[0]?.match === 'sku';
      if (found.length === 1 || exact || (filterType !== 'name' && found.length > 0)) add(found[0]!, false);
      else if (found.length === 0) notify.error(`No product matches ${typed}.`);
      else setOpen(true);
    } catch {
      notify.error('The product search failed. Please try again.');
    }
  };

  const filterToggles = (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={filterType}
      onChange={(_, v: PosFilterType | null) => {
        if (v) onFilterTypeChange(v);
        inputRef.current?.focus();
      }}
      aria-label="Search by"
      fullWidth={phone}
    >
      {FILTER_ORDER.map((f) => (
        <ToggleButton key={f} value={f} sx={{ px: 1.25 }}>
          {FILTER_LABELS[f]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
  const searchField = (
    <TextField
      inputRef={inputRef}
      fullWidth
      size={phone ? 'medium' : 'small'}
      autoFocus={!phone}
      disabled={disabled}
      placeholder={phone ? 'Search or scan a barcode' : PLACEHOLDERS[filterType]}
      value={text}
      autoComplete="off"
      onChange={(e) => {
        setText(e.target.value);
        setHighlight(0);
        setOpen(true);
        if (e.target.value === '') burst.current.reset();
      }}
      onBlur={() =>
        // Closed a moment later (a click on a result lands first), unless the box has the focus again.
        setTimeout(() => {
          if (document.activeElement !== inputRef.current) setOpen(false);
        }, 150)
      }
      onFocus={() => setOpen(true)}
      onKeyDown={(e) => {
        if (e.key.length === 1 && !e.ctrlKey && !e.altKey && !e.metaKey) burst.current.record(scanClock.now(e));
        if (e.key === 'ArrowDown') {
          e.preventDefault();
          setOpen(true);
          setHighlight((h) => Math.min(h + 1, Math.max(shown.length - 1, 0)));
        } else if (e.key === 'ArrowUp') {
          e.preventDefault();
          setHighlight((h) => Math.max(h - 1, 0));
        } else if (e.key === 'Escape') {
          if (text) {
            e.preventDefault();
            e.stopPropagation();
          }
          clear();
        } else if (e.key === 'Enter') {
          e.preventDefault();
          void enter();
        }
      }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
        htmlInput: {
          'aria-label': 'Search products',
          role: 'combobox',
          'aria-expanded': shown.length > 0,
          'aria-controls': 'pos-search-results',
        },
      }}
    />
  );
  const resultList =
    shown.length > 0 || (open && term !== '' && !isFetching && results?.length === 0) ? (
      <Paper
        elevation={8}
        sx={{ position: 'absolute', zIndex: 10, left: 0, right: 0, top: '100%', mt: 0.5, maxHeight: 380, overflow: 'auto' }}
      >
        {shown.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            No products found.
          </Typography>
        ) : (
          <List dense id="pos-search-results" role="listbox" aria-label="Products found">
            {shown.map((p, i) => (
              <ListItemButton
                key={p.id}
                role="option"
                aria-selected={i === highlight}
                selected={i === highlight}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => add(p, false)}
              >
                <ListItemText primary={p.productName} secondary={[p.sku, stockText(p)].filter(Boolean).join(' · ')} />
                <Typography variant="body2" sx={{ fontWeight: 600, ml: 2, whiteSpace: 'nowrap' }}>
                  {formatMoney(p.price)}
                </Typography>
              </ListItemButton>
            ))}
          </List>
        )}
      </Paper>
    ) : null;

  if (phone)
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box sx={{ position: 'relative' }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            {searchField}
            {camera.available ? (
              <IconButton aria-label="Scan with the camera" color="primary" onClick={() => setCameraOpen(true)} sx={{ flexShrink: 0 }}>
                <QrCodeScannerIcon />
              </IconButton>
            ) : (
              // Shown, not hidden: the note under the search says why the camera is not there.
              <IconButton aria-label="Scan with the camera" aria-describedby="camera-unavailable" disabled sx={{ flexShrink: 0 }}>
                <QrCodeScannerIcon />
              </IconButton>
            )}
          </Box>
          {resultList}
        </Box>
        {camera.available ? null : (
          <Typography id="camera-unavailable" variant="caption" color="text.secondary" role="note">
            {onSecureAddress() ? (
              camera.reason
            ) : (
              <>
                The camera needs the secure address (https://…). <Link href={phonePageUrl()}>Open {phonePageUrl()} on this phone</Link> to
                set it up.
              </>
            )}
          </Typography>
        )}
        {filterToggles}
        {cameraOpen ? (
          <Suspense fallback={null}>
            <CameraScanDialog onCode={(code) => void addCameraCode(code)} onClose={() => setCameraOpen(false)} />
          </Suspense>
        ) : null}
      </Box>
    );
  return (
    <Box sx={{ position: 'relative', flex: 1, minWidth: 240 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        {filterToggles}
        {searchField}
      </Box>
      {resultList}
    </Box>
  );
}
