import {
  Alert,
  Box,
  Card,
  CardHeader,
  Link,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { AccountSide } from '@/components/finance/account-side';
import { useAging } from '@/components/finance/api/get-aging';
import type { AgingBuckets } from '@/components/finance/finance-types';
import { dayText, parseDay } from '@/lib/days';
import { formatDate, formatMoney } from '@/lib/format';
import type { Party } from './payment-dialog';

const BUCKETS: { key: keyof AgingBuckets; label: string }[] = [
  { key: 'current', label: 'Current' },
  { key: 'days1To30', label: '1–30 Days' },
  { key: 'days31To60', label: '31–60 Days' },
  { key: 'days61To90', label: '61–90 Days' },
  { key: 'over90', label: 'Over 90 Days' },
  { key: 'total', label: 'Total' },
];

type Props = {
  side: AccountSide;
  asOf: string | null;
  onAsOfChange: (day: string | null) => void;
  selected: number | null;
  onSelect: (party: Party | null) => void;
};

/**
 * Who owes (or is owed) what and since when: one row per account with an open balance, its
 * balance by days past due as of a day, and the totals. Choosing a row lists only its documents.
 */
export function AgingSummary({ side, asOf, onAsOfChange, selected, onSelect }: Props) {
  const aging = useAging(side, { asOf });
  const rows = aging.data?.data ?? [];
  const title = side.key === 'receivables' ? 'Aging by Customer' : 'Aging by Supplier';
  return (
    <Card variant="outlined" sx={{ mb: 2 }} component="section" aria-label={title}>
      <CardHeader
        title={title}
        subheader={aging.data ? `As of ${formatDate(aging.data.asOf)}` : undefined}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          <LocalizationProvider dateAdapter={AdapterDateFns}>
            <DatePicker
              label="As of"
              value={asOf ? parseDay(asOf) : null}
              onChange={(value) => onAsOfChange(value && !Number.isNaN(value.getTime()) ? dayText(value) : null)}
              slotProps={{ textField: { size: 'small', sx: { width: 170 } }, field: { clearable: true } }}
            />
          </LocalizationProvider>
        }
        sx={{ flexWrap: 'wrap', gap: 1, '& .MuiCardHeader-action': { m: 0 } }}
      />
      {aging.error ? (
        <Alert severity="error" sx={{ m: 2 }}>
          {aging.error.message || 'The aging could not be loaded.'}
        </Alert>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{side.partyLabel}</TableCell>
                {BUCKETS.map((b) => (
                  <TableCell key={b.key} align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                    {b.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {aging.isPending ? (
                <TableRow>
                  <TableCell colSpan={BUCKETS.length + 1}>Loading...</TableCell>
                </TableRow>
              ) : rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={BUCKETS.length + 1}>
                    <Typography variant="body2" color="text.secondary">
                      Nothing is open.
                    </Typography>
                  </TableCell>
                </TableRow>
              ) : (
                rows.map((row) => {
                  const id = side.partyId(row);
                  const name = side.partyName(row);
                  const isSelected = id === selected;
                  const choose = () => onSelect(isSelected ? null : { id, name });
                  return (
                    <TableRow key={id} hover selected={isSelected} onClick={choose} sx={{ cursor: 'pointer' }}>
                      <TableCell>
                        <Link
                          component="button"
                          type="button"
                          aria-pressed={isSelected}
                          onClick={(event) => {
                            event.stopPropagation();
                            choose();
                          }}
                          sx={{ textAlign: 'left', fontWeight: isSelected ? 600 : undefined }}
                        >
                          {name}
                        </Link>
                      </TableCell>
                      {BUCKETS.map((b) => (
                        <TableCell
                          key={b.key}
                          align="right"
                          sx={{ whiteSpace: 'nowrap', ...(b.key === 'total' ? { fontWeight: 600 } : {}) }}
                        >
                          {formatMoney(row[b.key])}
                        </TableCell>
                      ))}
                    </TableRow>
                  );
                })
              )}
            </TableBody>
            {aging.data && rows.length > 0 ? (
              <TableFooter>
                <TableRow>
                  <TableCell sx={{ fontWeight: 600, color: 'text.primary' }}>Total</TableCell>
                  {BUCKETS.map((b) => (
                    <TableCell key={b.key} align="right" sx={{ fontWeight: 600, color: 'text.primary', whiteSpace: 'nowrap' }}>
                      {formatMoney(aging.data.totals[b.key])}
                    </TableCell>
                  ))}
                </TableRow>
              </TableFooter>
            ) : null}
          </Table>
        </Box>
      )}
    </Card>
  );
}
