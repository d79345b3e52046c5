import { lazy, Suspense, useMemo, useState, type Ref } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import SearchIcon from '@mui/icons-material/Search';
// The terminal's camera scanning, used as it is (one camera reader for the whole app).
import { useCameraState } from '@/components/barcode-scanning/use-camera-available';
import type { CachedLine } from './counting-db';
import { searchLines } from './load-count';

const CameraScanDialog = lazy(() =>
  import('@/components/barcode-scanning/camera-scan-dialog').then((m) => ({ default: m.CameraScanDialog })),
);

/**
 * Where a product is picked: a hardware scanner types its code and Enter, the camera reads one, or
 * the counter types part of a SKU or name and taps a product of the count. Enter with a product's
 * exact SKU picks it; any other code is a barcode, resolved by the server when the entry is sent.
 */
export function ScanField({
  lines,
  onProduct,
  onBarcode,
  inputRef,
}: {
  lines: CachedLine[];
  onProduct: (line: CachedLine) => void;
  onBarcode: (barcode: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const [text, setText] = useState('');
  const [cameraOpen, setCameraOpen] = useState(false);
  const camera = useCameraState();
  const found = useMemo(() => searchLines(lines, text), [lines, text]);

  const pick = (line: CachedLine) => {
    setText('');
    onProduct(line);
  };
  const enter = () => {
    const code = text.trim();
    if (!code) return;
    const bySku = lines.find((line) => line.skuLower === code.toLowerCase());
    setText('');
    if (bySku) onProduct(bySku);
    else onBarcode(code);
  };

  return (
    <Box sx={{ position: 'relative' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <TextField
          label="Scan or search"
          placeholder="Barcode, SKU or name"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              enter();
            } else if (e.key === 'Escape') setText('');
          }}
          fullWidth
          autoComplete="off"
          slotProps={{
            htmlInput: {
              ref: inputRef,
              role: 'combobox',
              'aria-expanded': found.length > 0,
              'aria-controls': 'count-products-found',
              'aria-autocomplete': 'list',
              enterKeyHint: 'search',
            },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        <IconButton
          aria-label="Scan with the camera"
          color="primary"
          onClick={() => setCameraOpen(true)}
          disabled={!camera.available}
          title={camera.reason ?? undefined}
          sx={{ flexShrink: 0, width: 48, height: 48 }}
        >
          <QrCodeScannerIcon />
        </IconButton>
      </Box>
      {camera.available ? null : (
        <Typography variant="caption" color="text.secondary" role="note">
          {camera.reason}
        </Typography>
      )}
      {found.length > 0 ? (
        <Paper elevation={8} sx={{ position: 'absolute', zIndex: 10, left: 0, right: 0, mt: 0.5, maxHeight: '50vh', overflow: 'auto' }}>
          <List id="count-products-found" role="listbox" aria-label="Products found" dense disablePadding>
            {found.map((line) => (
              <ListItemButton key={line.productId} role="option" aria-selected={false} onClick={() => pick(line)} sx={{ minHeight: 48 }}>
                <ListItemText primary={line.productName} secondary={`${line.sku} · ${line.unit}`} />
              </ListItemButton>
            ))}
          </List>
        </Paper>
      ) : null}
      {cameraOpen ? (
        <Suspense fallback={null}>
          <CameraScanDialog
            onCode={(code) => {
              setCameraOpen(false);
              const bySku = lines.find((line) => line.skuLower === code.toLowerCase());
              if (bySku) onProduct(bySku);
              else onBarcode(code);
            }}
            onClose={() => setCameraOpen(false)}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
