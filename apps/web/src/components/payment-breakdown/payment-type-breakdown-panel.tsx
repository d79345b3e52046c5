import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import GridViewIcon from '@mui/icons-material/GridView';
import PieChartIcon from '@mui/icons-material/PieChart';
import TableRowsIcon from '@mui/icons-material/TableRows';
import ViewListIcon from '@mui/icons-material/ViewList';
import { formatMoney } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { breakdownEntries, percentText, type BreakdownEntry, type PaymentBreakdownRow } from './breakdown-rows';

// The charts library loads only when a chart is shown.
const PaymentBreakdownChart = lazy(() => import('./payment-breakdown-chart'));

export type BreakdownLayout = 'table' | 'grid' | 'list';

export type PaymentTypeBreakdownPanelProps = {
  /** Default 'Payment Type Breakdown'. */
  title?: string;
  /** The rows, when the page has them; otherwise `fetchRows` loads them. */
  rows?: PaymentBreakdownRow[];
  loading?: boolean;
  /** Loads the rows (e.g. GET reports/sales-report/payment-type-breakdown with the page's filter). */
  fetchRows?: () => Promise<PaymentBreakdownRow[]>;
  /** The query key of `fetchRows`; include the filter so a filter change reloads. */
  queryKey?: readonly unknown[];
  /** Spec 6: the panel loads only for users with this permission (e.g. 'View Sales Payment Breakdown'). */
  permission?: string;
  defaultLayout?: BreakdownLayout;
  defaultShowChart?: boolean;
};

const ordersText = (count: number | null, collection = false) => {
  if (count === null) return '';
  const noun = collection ? 'collection' : 'order';
  return ` · ${count} ${count === 1 ? noun : `${noun}s`}`;
};

/** Said under the breakdown when it holds collections: they are not sales of the period. */
const COLLECTIONS_NOTE = 'Rows marked (collections) are payments received on earlier credit sales, on the day they were collected.';

function Swatch({ color }: { color: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-block', width: 12, height: 12, borderRadius: '50%', bgcolor: color, flexShrink: 0 }} />
  );
}

function BreakdownTable({ entries }: { entries: BreakdownEntry[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Payment type breakdown">
        <TableHead>
          <TableRow>
            <TableCell>Payment Type</TableCell>
            <TableCell align="right">%</TableCell>
            <TableCell align="right">Orders</TableCell>
            <TableCell align="right">Refunds</TableCell>
            <TableCell align="right">Net Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.name}>
              <TableCell>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Swatch color={entry.color} />
                  <span>{entry.name}</span>
                </Stack>
              </TableCell>
              <TableCell align="right">{percentText(entry.percentage)}</TableCell>
              <TableCell align="right">{entry.orderCount ?? '—'}</TableCell>
              <TableCell align="right">{formatMoney(entry.totalRefunds)}</TableCell>
              <TableCell align="right">{formatMoney(entry.netAmount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function BreakdownGrid({ entries }: { entries: BreakdownEntry[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>
      {entries.map((entry) => (
        <Card key={entry.name} variant="outlined" sx={{ borderLeft: 4, borderLeftColor: entry.color }}>
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Typography variant="subtitle2" component="p">
              {entry.name}
            </Typography>
            <Typography variant="h6" component="p">
              {formatMoney(entry.totalAmount)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {percentText(entry.percentage)}
              {ordersText(entry.orderCount, entry.collection)}
            </Typography>
            {entry.totalRefunds ? (
              <Typography variant="caption" color="error">
                Refunds {formatMoney(entry.totalRefunds)}
              </Typography>
            ) : null}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

function BreakdownList({ entries }: { entries: BreakdownEntry[] }) {
  return (
    <List dense disablePadding aria-label="Payment type breakdown">
      {entries.map((entry) => (
        <ListItem key={entry.name} divider secondaryAction={<Typography variant="body2">{formatMoney(entry.totalAmount)}</Typography>}>
          <Swatch color={entry.color} />
          <ListItemText
            sx={{ ml: 1.5 }}
            primary={entry.name}
            secondary={`${percentText(entry.percentage)}${ordersText(entry.orderCount, entry.collection)}`}
          />
        </ListItem>
      ))}
    </List>
  );
}

function useRows(props: PaymentTypeBreakdownPanelProps, allowed: boolean) {
  const query = useQuery({
    queryKey: ['payment-type-breakdown', ...(props.queryKey ?? [])],
    queryFn: props.fetchRows ?? (async () => []),
    enabled: allowed && props.rows === undefined && props.fetchRows !== undefined,
  });
  useEffect(() => {
    if (query.error) console.error('Could not load the payment type breakdown', query.error);
  }, [query.error]);
  if (props.rows !== undefined) return { rows: props.rows, loading: props.loading ?? false };
  return { rows: query.data ?? [], loading: props.loading || query.isLoading };
}

/** What was paid by each payment type, as a table or chart, for holders of the panel's permission only (spec 2.8). */
export function PaymentTypeBreakdownPanel(props: PaymentTypeBreakdownPanelProps) {
  const { title = 'Payment Type Breakdown', permission, defaultLayout = 'table', defaultShowChart = true } = props;
  const allowed = useCan(permission);
  const { rows, loading } = useRows(props, allowed);
  const [layout, setLayout] = useState<BreakdownLayout>(defaultLayout);
  const [showChart, setShowChart] = useState(defaultShowChart);
  if (!allowed) return null;
  const entries = breakdownEntries(rows);

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label={title}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <Button size="small" variant="outlined" startIcon={<PieChartIcon />} onClick={() => setShowChart((v) => !v)}>
          {showChart ? 'Hide Chart' : 'Show Chart'}
        </Button>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={layout}
          onChange={(_e, value: BreakdownLayout | null) => value && setLayout(value)}
        >
          <ToggleButton value="table" aria-label="Table">
            <TableRowsIcon fontSize="small" />
          </ToggleButton>
          <ToggleButton value="grid" aria-label="Grid">
            <GridViewIcon fontSize="small" />
          </ToggleButton>
          <ToggleButton value="list" aria-label="List">
            <ViewListIcon fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {loading ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 3, justifyContent: 'center' }}>
          <CircularProgress size={18} />
          <Typography>Loading...</Typography>
        </Stack>
      ) : entries.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 3 }}>
          <Typography variant="subtitle1" component="p">
            No Payment Data
          </Typography>
          <Typography variant="body2" color="text.secondary">
            No payment type data available for the selected filters
          </Typography>
        </Box>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            // minmax(0, …): a wide table scrolls inside its column instead of widening the page.
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: showChart ? 'minmax(260px, 1fr) minmax(0, 2fr)' : 'minmax(0, 1fr)' },
            alignItems: 'center',
          }}
        >
          {showChart ? (
            <Suspense fallback={<Box sx={{ height: 260 }} />}>
              <Box data-testid="payment-breakdown-chart">
                <PaymentBreakdownChart entries={entries} />
              </Box>
            </Suspense>
          ) : null}
          <Box>
            {layout === 'table' ? <BreakdownTable entries={entries} /> : null}
            {layout === 'grid' ? <BreakdownGrid entries={entries} /> : null}
            {layout === 'list' ? <BreakdownList entries={entries} /> : null}
            {entries.some((entry) => entry.collection) ? (
              <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
                {COLLECTIONS_NOTE}
              </Typography>
            ) : null}
          </Box>
        </Box>
      )}
    </Paper>
  );
}
