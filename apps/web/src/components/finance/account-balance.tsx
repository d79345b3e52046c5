import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { sumCentavos, toCentavos, toPesos } from '@oim/shared/pos/money';
import { formatMoney } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import type { AccountSide } from './account-side';
import { useAging } from './api/get-aging';
import type { AgingBuckets } from './finance-types';

/** What is past due: every bucket but current. */
export function overdueOf(buckets: AgingBuckets | undefined): number {
  if (!buckets) return 0;
  return toPesos(sumCentavos([buckets.days1To30, buckets.days31To60, buckets.days61To90, buckets.over90].map(toCentavos)));
}

function Figure({ label, value, tone }: { label: string; value: number | undefined; tone?: 'error' }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="h6"
        sx={{ m: 0, fontWeight: 600 }}
        color={tone === 'error' && (value ?? 0) > 0 ? 'error' : undefined}
        aria-label={`${label} ${formatMoney(value ?? 0)}`}
      >
        {value === undefined ? '…' : formatMoney(value)}
      </Typography>
    </Box>
  );
}

/**
 * A customer's (or supplier's) open balance and how much of it is past due, from the aging of that
 * one account, for a viewer with View Receivables (View Payables); nothing for others.
 */
export function AccountBalance({
  side,
  partyId,
  extra = [],
}: {
  side: AccountSide;
  partyId: number;
  /** Figures of the account shown beside the balance (a supplier's credit); undefined while loading. */
  extra?: readonly { label: string; value: number | undefined }[];
}) {
  const mayView = useCan(side.viewPermission);
  const aging = useAging(side, { partyId }, mayView);
  if (!mayView) return null;
  // An account with nothing open is not listed by the aging: it owes nothing.
  const row = aging.data?.data[0];
  const known = aging.isSuccess;
  return (
    <Card variant="outlined" sx={{ mb: 2 }} component="section" aria-label="Account balance">
      <CardContent>
        {aging.error ? (
          <Alert severity="error">{aging.error.message || 'The balance could not be loaded.'}</Alert>
        ) : (
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: `repeat(${4 + extra.length}, 1fr)` } }}
          >
            <Figure label="Balance" value={known ? (row?.total ?? 0) : undefined} />
            <Figure label="Overdue" value={known ? overdueOf(row) : undefined} tone="error" />
            <Figure label="Not Yet Due" value={known ? (row?.current ?? 0) : undefined} />
            <Box>
              <Typography component="dt" variant="caption" color="text.secondary">
                Open Documents
              </Typography>
              <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: 600 }}>
                {known ? (row?.documentCount ?? 0) : '…'}
              </Typography>
            </Box>
            {extra.map((figure) => (
              <Figure key={figure.label} label={figure.label} value={figure.value} />
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
