import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Box, Button, CircularProgress, Link, Stack } from '@mui/material';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PublishIcon from '@mui/icons-material/Publish';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { Detail, DetailGrid, SectionCard } from '@/components/document-details/document-details';
import { VoidWithReasonDialog } from '@/components/dialogs/void-with-reason-dialog';
import { PageHeader } from '@/components/page-header/page-header';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/lib/notify';
import { PermissionGate } from '@/lib/permission-gate';
import { useCan } from '@/lib/permissions';
import { userName } from '@/lib/user-name';
import { useCancelStockCount, useStartStockCount } from '../api/change-stock-count-status';
import { useDownloadStockCountDocument, type StockCountDocument } from '../api/download-stock-count-documents';
import { useStockCount } from '../api/get-stock-count';
import { CountProgress } from '../components/count-progress';
import { PostStockCountDialog } from '../components/post-stock-count-dialog';
import { StockCountDialog } from '../components/stock-count-dialog';
import { StockCountEntries } from '../components/stock-count-entries';
import { StockCountLines } from '../components/stock-count-lines';
import { StockCountStatusChip } from '../components/stock-count-status-chip';
import { countingScreenPath, STOCK_COUNTS_PATH, type StockCount } from '../types';

const TITLE = 'Stock Count';
const BREADCRUMBS = [{ label: 'Inventory' }, { label: 'Stock Counts', to: STOCK_COUNTS_PATH }];

type Open = 'none' | 'edit' | 'cancel' | 'post';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** What a count covers, in a line: every product, or the filters it was given. */
export function scopeText(count: StockCount): string {
  if (count.scope === 'ALL') return 'Every product at the location';
  const parts = [
    count.categoryIds.length > 0 ? plural(count.categoryIds.length, 'category').replace('categorys', 'categories') : null,
    count.brandIds.length > 0 ? plural(count.brandIds.length, 'brand') : null,
    count.supplierId ? `supplier ${count.supplier?.supplierName ?? `#${count.supplierId}`}` : null,
    count.productIds.length > 0 ? plural(count.productIds.length, 'product') : null,
  ].filter(Boolean);
  return `Products matching ${parts.join(', ')}`;
}

/** When something happened and by whom: "Nov 22, 2026 2:15 PM by Ana Cruz". */
const when = (at: string | null, by: StockCount['createdByUser']) =>
  at ? `${formatDateTime(at)}${by ? ` by ${userName(by)}` : ''}` : null;

function DocumentButtons({ count }: { count: StockCount }) {
  const download = useDownloadStockCountDocument();
  const button = (document: StockCountDocument, label: string, icon: ReactNode) => (
    <Button
      variant="outlined"
      size="small"
      startIcon={download.isPending && download.variables.document === document ? <CircularProgress size={16} /> : icon}
      disabled={download.isPending}
      onClick={() => download.mutate({ id: count.id, stockCountNumber: count.stockCountNumber, document })}
    >
      {label}
    </Button>
  );
  return (
    <>
      {button('sheet', 'Count Sheet (PDF)', <PictureAsPdfOutlinedIcon />)}
      {button('varianceXlsx', 'Variance (xlsx)', <FileDownloadOutlinedIcon />)}
      {button('variancePdf', 'Variance (PDF)', <PictureAsPdfOutlinedIcon />)}
    </>
  );
}

function StockCountActions({ count, onOpen }: { count: StockCount; onOpen: (open: Open) => void }) {
  const mayCreate = useCan('Create Stock Counts');
  const mayCount = useCan('Count Stock');
  const mayPost = useCan('Post Stock Counts');
  const start = useStartStockCount();
  const { status } = count;
  const begun = status === 'COUNTING' || status === 'POSTED';
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mb: 2 }} role="group" aria-label="Actions">
      {status === 'DRAFT' && mayCreate ? (
        <>
          <Button
            variant="contained"
            startIcon={<PlayArrowIcon />}
            disabled={start.isPending}
            onClick={() =>
              start.mutate(count.id, {
                onSuccess: (answer) => notify.success(answer.message || 'Counting started.'),
                onError: (error) => notify.error(errorMessage(error)),
              })
            }
          >
            Start Counting
          </Button>
          <Button variant="outlined" startIcon={<EditOutlinedIcon />} onClick={() => onOpen('edit')}>
            Edit
          </Button>
        </>
      ) : null}
      {status === 'COUNTING' && mayCount ? (
        <Button variant="contained" startIcon={<QrCodeScannerIcon />} component={RouterLink} to={countingScreenPath(count.id)}>
          Open Counting Screen
        </Button>
      ) : null}
      {status === 'COUNTING' && mayPost ? (
        <Button variant="contained" color="success" startIcon={<PublishIcon />} onClick={() => onOpen('post')}>
          Post Count
        </Button>
      ) : null}
      {(status === 'DRAFT' || status === 'COUNTING') && mayCreate ? (
        <Button variant="outlined" color="error" startIcon={<CancelOutlinedIcon />} onClick={() => onOpen('cancel')}>
          Cancel Count
        </Button>
      ) : null}
      {begun ? <DocumentButtons count={count} /> : null}
    </Stack>
  );
}

function StockCountDetails({ id }: { id: number }) {
  const query = useStockCount(id);
  const count = query.data;
  const cancel = useCancelStockCount();
  const [open, setOpen] = useState<Open>('none');
  const close = () => setOpen('none');
  const title = count?.stockCountNumber ?? TITLE;
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  const begun = count?.status === 'COUNTING' || count?.status === 'POSTED';

  return (
    <Box>
      <PageHeader title={title} breadcrumbs={[...BREADCRUMBS, { label: title }]} />
      {notFound ? (
        <Alert severity="warning">
          This stock count does not exist.{' '}
          <Link component={RouterLink} to={STOCK_COUNTS_PATH}>
            Back to Stock Counts
          </Link>
        </Alert>
      ) : query.error ? (
        <Alert severity="error">{errorMessage(query.error, 'The stock count could not be loaded.')}</Alert>
      ) : !count ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      ) : (
        <>
          <StockCountActions count={count} onOpen={setOpen} />
          <SectionCard
            title={count.name}
            action={
              <Box sx={{ pr: 1, pt: 0.5 }}>
                <StockCountStatusChip status={count.status} size="medium" />
              </Box>
            }
          >
            <DetailGrid columns={4}>
              <Detail label="Location">{count.locationName}</Detail>
              <Detail label="Scope">{scopeText(count)}</Detail>
              <Detail label="Blind Count">{count.blind ? 'Yes: counters do not see expected quantities' : 'No'}</Detail>
              <Detail label="Created">{when(count.createdAt, count.createdByUser)}</Detail>
              <Detail label="Started">{when(count.startedAt, count.startedByUser)}</Detail>
              {count.status === 'POSTED' ? (
                <Detail label="Posted">
                  {`${when(count.postedAt, count.postedByUser) ?? ''}${count.zeroUncounted ? ' (uncounted products set to zero)' : ''}`}
                </Detail>
              ) : null}
              {count.status === 'CANCELLED' ? (
                <>
                  <Detail label="Cancelled">{when(count.cancelledAt, count.cancelledByUser)}</Detail>
                  <Detail label="Reason">{count.cancelReason}</Detail>
                </>
              ) : null}
              <Detail label="Notes" wide>
                {count.notes}
              </Detail>
            </DetailGrid>
          </SectionCard>
          {begun ? (
            <SectionCard
              title="Lines"
              dense
              action={
                <Box sx={{ pr: 1, pt: 0.75, minWidth: { xs: 160, sm: 260 } }}>
                  <CountProgress counted={count.countedCount} total={count.lineCount} />
                </Box>
              }
            >
              <StockCountLines countId={count.id} />
            </SectionCard>
          ) : null}
          {begun ? (
            <SectionCard title="Entries" dense>
              <StockCountEntries countId={count.id} counting={count.status === 'COUNTING'} />
            </SectionCard>
          ) : null}
          <StockCountDialog open={open === 'edit'} record={count} onClose={close} />
          <PostStockCountDialog open={open === 'post'} count={count} onClose={close} />
          <VoidWithReasonDialog
            open={open === 'cancel'}
            title={`Cancel ${count.stockCountNumber}`}
            message="The count stops and nothing it counted moves stock. A cancelled count cannot be taken up again."
            confirmLabel="Cancel Count"
            doneMessage="Stock count cancelled."
            onVoid={(reason) => cancel.mutateAsync({ id: count.id, reason })}
            onClose={close}
          />
        </>
      )}
    </Box>
  );
}

/** /inventory/stock-counts/:id: a count, its actions by status, its lines and entries (issue 35). */
export default function StockCountPage() {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  return (
    <PermissionGate permission="View Stock Counts" header={<PageHeader title={TITLE} breadcrumbs={BREADCRUMBS} />}>
      {valid ? (
        <StockCountDetails id={id} />
      ) : (
        <Box>
          <PageHeader title={TITLE} breadcrumbs={BREADCRUMBS} />
          <Alert severity="warning">
            This stock count does not exist.{' '}
            <Link component={RouterLink} to={STOCK_COUNTS_PATH}>
              Back to Stock Counts
            </Link>
          </Alert>
        </Box>
      )}
    </PermissionGate>
  );
}
