import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { StockCountEntryMode } from '@oim/shared/schemas/stock-counts';
import { errorMessage } from '@/lib/api-client';
import { PermissionGate } from '@/lib/permission-gate';
import { useSession } from '@/lib/session-store';
import { CountingHeader } from '../counting/counting-header';
import type { CachedLine } from '../counting/counting-db';
import { queueEntry, sendNow, undoEntry } from '../counting/entry-queue';
import { LastScans } from '../counting/last-scans';
import { useCountingData } from '../counting/load-count';
import { ProductCounter, type Counted, type PickedProduct } from '../counting/product-counter';
import { ScanField } from '../counting/scan-field';
import { useCountingQueue } from '../counting/use-counting-queue';

const asPicked = (line: CachedLine): PickedProduct => ({
  kind: 'product',
  productId: line.productId,
  sku: line.sku,
  productName: line.productName,
  unit: line.unit,
  isSerialized: line.isSerialized,
  expected: line.expected,
});

/**
 * /count/{id}: a count's counting screen, made for a phone (issue 35; docs/architecture/stock-counts.md).
 * Each count is kept on the device first and sent from there, so counting goes on without a connection.
 */
export default function StockCountCountingPage() {
  const countId = Number(useParams().stockCountId);
  const data = useCountingData(countId);
  const queue = useCountingQueue(countId);
  const userId = useSession((s) => s.user?.id ?? null);
  const [picked, setPicked] = useState<PickedProduct | null>(null);
  const [mode, setMode] = useState<StockCountEntryMode>('ADD');
  const [saveError, setSaveError] = useState<string | null>(null);
  const scanRef = useRef<HTMLInputElement>(null);

  const count = data.data?.count ?? null;
  const counting = count?.status === 'COUNTING';

  const onCount = async ({ quantity, mode: countedMode, serialNumbers }: Counted) => {
    if (!picked || userId === null) return;
    try {
      await queueEntry({
        countId,
        userId,
        productId: picked.kind === 'product' ? picked.productId : null,
        barcode: picked.kind === 'barcode' ? picked.barcode : null,
        sku: picked.kind === 'product' ? picked.sku : null,
        productName: picked.kind === 'product' ? picked.productName : null,
        unit: picked.kind === 'product' ? picked.unit : null,
        quantity,
        mode: countedMode,
        serialNumbers,
      });
      setSaveError(null);
    } catch (error) {
      setSaveError(`The count could not be kept on this device: ${String(error)}`);
      return;
    }
    setPicked(null);
    void sendNow();
    scanRef.current?.focus();
  };

  return (
    <Box sx={{ height: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <CountingHeader countId={countId} count={count} online={queue.online} waiting={queue.waiting} />
      <Box component="main" sx={{ flex: 1, overflow: 'auto', p: 1.5 }}>
        <Box sx={{ maxWidth: 640, mx: 'auto', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <PermissionGate permission="Count Stock">
            {data.isPending ? (
              <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
                <CircularProgress aria-label="Loading" />
              </Box>
            ) : data.isError ? (
              <Alert severity="error">{errorMessage(data.error, 'The count could not be loaded.')}</Alert>
            ) : (
              <>
                {data.data.fromDevice ? (
                  <Alert severity="info">Offline: the count as kept on this device. Counts are sent when the connection is back.</Alert>
                ) : null}
                {!counting && count ? (
                  <Alert severity="warning">
                    {count.stockCountNumber} is {count.status.toLowerCase()}: it cannot be counted now.
                  </Alert>
                ) : null}
                {saveError ? <Alert severity="error">{saveError}</Alert> : null}
                <ScanField
                  lines={data.data.lines}
                  inputRef={scanRef}
                  onProduct={(line) => setPicked(asPicked(line))}
                  onBarcode={(barcode) => setPicked({ kind: 'barcode', barcode })}
                />
                {picked ? (
                  <ProductCounter
                    key={picked.kind === 'product' ? `p${picked.productId}` : `b${picked.barcode}`}
                    picked={picked}
                    mode={mode}
                    onModeChange={setMode}
                    disabled={!counting}
                    onCount={(counted) => void onCount(counted)}
                    onClear={() => {
                      setPicked(null);
                      scanRef.current?.focus();
                    }}
                  />
                ) : null}
                <LastScans entries={queue.lastScans} onUndo={(entry) => void undoEntry(entry.entryId).then(() => sendNow())} />
              </>
            )}
          </PermissionGate>
        </Box>
      </Box>
    </Box>
  );
}
