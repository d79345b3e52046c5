import { useState } from 'react';
import { useNavigate } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import LinearProgress from '@mui/material/LinearProgress';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import PersonOutline from '@mui/icons-material/PersonOutlineOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import Search from '@mui/icons-material/Search';
import { formatDate, formatMoney } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { searchQueryOptions, type SearchAnswer, type SearchKind } from './search-records';
import { useShell } from './shell-store';

/** Spec 9: the search dialog is at most 600px wide. */
export const SEARCH_DIALOG_MAX_WIDTH = 600;
/** Spec 9: a search waits 300 ms after the last key. */
const SEARCH_DEBOUNCE_MS = 300;

/** One record found: what the list shows and the page Enter opens. */
type Hit = { kind: SearchKind; id: number; primary: string; secondary: string; path: string };

const GROUPS: { kind: SearchKind; label: string; icon: typeof Search }[] = [
  { kind: 'products', label: 'Products', icon: Inventory2Outlined },
  { kind: 'customers', label: 'Customers', icon: PersonOutline },
  { kind: 'salesOrders', label: 'Sales Orders', icon: ReceiptLongOutlined },
  { kind: 'quotations', label: 'Quotations', icon: RequestQuoteOutlined },
];

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/** The records of an answer, in the order the groups show them. */
function hitsOf(answer: SearchAnswer | undefined): Hit[] {
  const d = answer?.data ?? {};
  return [
    ...(d.products ?? []).map((p) => ({
      kind: 'products' as const,
      id: p.id,
      primary: p.productName,
      secondary: joined(p.sku, formatMoney(p.price)),
      path: `/inventory/products/${p.id}`,
    })),
    ...(d.customers ?? []).map((c) => ({
      kind: 'customers' as const,
      id: c.id,
      primary: c.customerName,
      secondary: joined(c.contactPerson, c.contactNumber),
      path: `/sales/customers/${c.id}`,
    })),
    ...(d.salesOrders ?? []).map((o) => ({
      kind: 'salesOrders' as const,
      id: o.id,
      primary: o.salesOrderNumber,
      secondary: joined(
        o.customer?.customerName,
        formatDate(o.salesOrderDate),
        formatMoney(o.netTotal),
        o.status === 'VOIDED' ? 'Voided' : '',
      ),
      path: `/sales/sales-orders/${o.id}`,
    })),
    ...(d.quotations ?? []).map((q) => ({
      kind: 'quotations' as const,
      id: q.id,
      primary: q.quotationNumber,
      secondary: joined(q.customer?.customerName, formatDate(q.quotationDate), formatMoney(q.netTotal)),
      path: `/sales/quotations/${q.id}`,
    })),
  ];
}

/**
 * The shell search box's dialog (spec 2.2, with real content): products, customers, sales orders
 * and quotations found by what is typed, grouped by kind; arrows move through them, Enter or a
 * click opens the record's page and closes the dialog; Escape, the close button or the backdrop
 * closes and clears it.
 */
export function SearchDialog() {
  const open = useShell((s) => s.searchOpen);
  const setShell = useShell((s) => s.set);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [term, setTerm] = useState('');
  const [highlight, setHighlight] = useState(0);
  const [missed, setMissed] = useState(false);
  const typed = term.trim();
  const debounced = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const answer = useQuery({ ...searchQueryOptions(debounced), enabled: open && debounced !== '', placeholderData: keepPreviousData });
  const hits = typed === '' ? [] : hitsOf(answer.data);
  const current = debounced === typed && answer.isSuccess && !answer.isPlaceholderData;
  const active = Math.min(highlight, Math.max(hits.length - 1, 0));

  const dismiss = () => {
    setTerm('');
    setHighlight(0);
    setMissed(false);
    setShell({ searchOpen: false });
  };
  const openHit = (hit: Hit) => {
    dismiss();
    void navigate(hit.path);
  };
  const submit = async () => {
    if (typed === '') return;
    // What is typed now, even if the last answer was for fewer keys.
    const found = current ? hits : hitsOf(await queryClient.fetchQuery(searchQueryOptions(typed)).catch(() => undefined));
    const hit = found[current ? active : 0];
    if (hit) openHit(hit);
    else setMissed(true);
  };

  const optionId = (i: number) => `shell-search-hit-${i}`;
  const groups = GROUPS.map((g) => ({
    ...g,
    hits: hits.map((hit, index) => ({ hit, index })).filter(({ hit }) => hit.kind === g.kind),
  })).filter((g) => g.hits.length > 0);
  const noneFound = typed !== '' && (missed || (current && hits.length === 0));
  const searchable = answer.data?.kinds;

  return (
    <Dialog
      open={open}
      onClose={dismiss}
      fullWidth
      slotProps={{
        // The label goes on the element with role dialog (the paper), or the dialog has no name.
        paper: { 'aria-label': 'Search', sx: { maxWidth: SEARCH_DIALOG_MAX_WIDTH, alignSelf: 'flex-start', mt: { xs: 2, sm: 10 } } },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2.5, py: 1.5 }}>
        <Search color="action" />
        <InputBase
          autoFocus
          fullWidth
          placeholder="Search..."
          value={term}
          onChange={(e) => {
            setTerm(e.target.value);
            setHighlight(0);
            setMissed(false);
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              setHighlight((h) => Math.min(h + 1, Math.max(hits.length - 1, 0)));
            } else if (e.key === 'ArrowUp') {
              e.preventDefault();
              setHighlight((h) => Math.max(h - 1, 0));
            } else if (e.key === 'Enter') {
              e.preventDefault();
              void submit();
            }
          }}
          inputProps={{
            'aria-label': 'Search',
            'aria-describedby': 'search-hint',
            role: 'combobox',
            'aria-expanded': hits.length > 0,
            'aria-controls': 'shell-search-results',
            'aria-autocomplete': 'list',
            ...(hits.length > 0 ? { 'aria-activedescendant': optionId(active) } : {}),
          }}
          sx={{ fontSize: 20 }}
        />
        <IconButton aria-label="Close search" onClick={dismiss}>
          <Close />
        </IconButton>
      </Box>
      <Typography id="search-hint" variant="caption" color="text.secondary" sx={{ px: 2.5, pb: 1.5 }}>
        Hit enter to search
      </Typography>
      {answer.isFetching ? <LinearProgress sx={{ height: 2 }} aria-label="Searching" /> : <Divider />}
      <Box sx={{ maxHeight: 400, overflowY: 'auto', pb: 1 }}>
        {typed === '' ? (
          <Typography color="text.secondary" sx={{ px: 2.5, py: 2 }}>
            Type a product name, SKU or barcode, a customer, or a sales order or quotation number.
          </Typography>
        ) : null}
        {answer.isError && typed !== '' ? (
          <Typography color="error" sx={{ px: 2.5, py: 2 }} role="alert">
            The search failed. Please try again.
          </Typography>
        ) : null}
        {noneFound && !answer.isError ? (
          <Typography color="text.secondary" sx={{ px: 2.5, py: 2 }} role="status">
            {searchable && searchable.length === 0 ? 'You may not view any of the records this searches.' : `Nothing matches “${typed}”.`}
          </Typography>
        ) : null}
        <Box id="shell-search-results" role="listbox" aria-label="Search results" hidden={groups.length === 0}>
          {groups.map((group) => (
            <Box key={group.kind} role="group" aria-labelledby={`shell-search-group-${group.kind}`}>
              <Typography
                id={`shell-search-group-${group.kind}`}
                variant="overline"
                color="text.secondary"
                sx={{ px: 2.5, pt: 1.5, display: 'block', fontWeight: 600 }}
              >
                {group.label}
              </Typography>
              {group.hits.map(({ hit, index }) => (
                <ListItemButton
                  key={`${hit.kind}-${hit.id}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  selected={index === active}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => openHit(hit)}
                  sx={{ px: 2.5 }}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <group.icon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary={hit.primary} secondary={hit.secondary} />
                </ListItemButton>
              ))}
            </Box>
          ))}
        </Box>
      </Box>
    </Dialog>
  );
}
