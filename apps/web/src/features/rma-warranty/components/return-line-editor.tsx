import { Box, Checkbox, Chip, FormControlLabel, FormGroup, FormLabel, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { formatDate, formatMoney } from '@/lib/format';
import type { StockLocation } from '@/lib/reference-data/stock-locations';
import { draftQuantity, offShelfDefault, staysOffShelf, type ReturnLineDraft } from '../lib/rma-form';
import { CONDITION_LABELS, RESOLUTION_LABELS, RMA_CONDITIONS, RMA_RESOLUTIONS, type ReturnableLine } from '../types';
import { WarrantyStatusChip } from './status-chips';

export type ReturnLineEditorProps = {
  line: ReturnableLine;
  draft: ReturnLineDraft;
  onChange: (draft: ReturnLineDraft) => void;
  locations: StockLocation[];
  /** Where good or opened goods go back by default (the sale's location). */
  shelfLocationId?: number | '';
  /** Server errors of this line by field (quantity, serialNumbers, reason, restockTo, …). */
  errors: Record<string, string>;
};

const qty = (n: number, unit: string | null) => `${n}${unit ? ` ${unit}` : ''}`;

/** One line of the sale: tick it to return it, then which units, why, in what state, and what the customer gets. */
export function ReturnLineEditor({ line, draft, onChange, locations, errors, shelfLocationId = '' }: ReturnLineEditorProps) {
  const set = (change: Partial<ReturnLineDraft>) => onChange({ ...draft, ...change });
  const offShelf = staysOffShelf(draft.condition);
  const nothingLeft = line.returnableQuantity <= 0;
  const warrantyOf = (serial: string | null) => line.warranties.find((w) => w.serialNumber === serial);
  const lineWarranty = line.isSerialized ? undefined : warrantyOf(null);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={line.productName}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <FormControlLabel
          control={<Checkbox checked={draft.selected} disabled={nothingLeft} onChange={(e) => set({ selected: e.target.checked })} />}
          label={
            <span>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {line.productName}
              </Typography>{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                {line.sku}
              </Typography>
            </span>
          }
          slotProps={{ typography: { component: 'span' } }}
        />
        <Typography variant="body2" color="text.secondary">
          Sold {qty(line.soldQuantity, line.unit)} · {line.returnedQuantity} returned before · {formatMoney(line.unitAmount)} each
          {nothingLeft ? ' · nothing left to return' : ''}
        </Typography>
      </Stack>
      {lineWarranty ? (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          Warranty until {formatDate(lineWarranty.endDate)} <WarrantyStatusChip status={lineWarranty.status} />
        </Typography>
      ) : null}
      {draft.selected ? (
        <Box sx={{ display: 'grid', gap: 2, mt: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(4, 1fr)' } }}>
          {line.isSerialized ? (
            <Box sx={{ gridColumn: '1 / -1' }}>
              <FormLabel component="legend" error={Boolean(errors.serialNumbers || errors.quantity)}>
                Serial numbers returned ({draftQuantity(draft, line)})
              </FormLabel>
              <FormGroup row>
                {line.serialNumbers.map((serial) => {
                  const warranty = warrantyOf(serial);
                  return (
                    <FormControlLabel
                      key={serial}
                      control={
                        <Checkbox
                          checked={draft.serialNumbers.includes(serial)}
                          onChange={(e) =>
                            set({
                              serialNumbers: e.target.checked
                                ? [...draft.serialNumbers, serial]
                                : draft.serialNumbers.filter((s) => s !== serial),
                            })
                          }
                        />
                      }
                      label={
                        <span>
                          <Box component="span" sx={{ fontFamily: 'monospace' }}>
                            {serial}
                          </Box>
                          {warranty ? (
                            <Chip
                              size="small"
                              variant="outlined"
                              sx={{ ml: 1 }}
                              label={`Warranty ${warranty.status === 'ACTIVE' ? 'until' : 'ended'} ${formatDate(warranty.endDate)}`}
                              color={warranty.status === 'ACTIVE' ? 'success' : 'default'}
                            />
                          ) : null}
                        </span>
                      }
                    />
                  );
                })}
              </FormGroup>
              {errors.serialNumbers || errors.quantity ? (
                <Typography variant="caption" color="error" role="alert">
                  {errors.serialNumbers ?? errors.quantity}
                </Typography>
              ) : null}
            </Box>
          ) : (
            <TextField
              size="small"
              label={`Quantity${line.unit ? ` (${line.unit})` : ''}`}
              required
              value={draft.quantity}
              onChange={(e) => set({ quantity: e.target.value })}
              error={Boolean(errors.quantity)}
              helperText={errors.quantity ?? `Up to ${line.returnableQuantity}`}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          )}
          <TextField
            size="small"
            label="Reason"
            required
            value={draft.reason}
            onChange={(e) => set({ reason: e.target.value })}
            error={Boolean(errors.reason)}
            helperText={errors.reason}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            sx={{ gridColumn: { md: 'span 2' } }}
          />
          <TextField
            select
            size="small"
            label="Condition"
            value={draft.condition}
            onChange={(e) => {
              const condition = e.target.value as ReturnLineDraft['condition'];
              // Damaged or defective goods leave a sellable choice for the off-shelf default; good ones go back to the shelf.
              const onShelf = typeof draft.restockTo === 'number' && locations.find((l) => l.id === draft.restockTo)?.sellable !== false;
              if (staysOffShelf(condition) && onShelf) set({ condition, restockTo: '' });
              else if (!staysOffShelf(condition) && draft.restockTo === '') set({ condition, restockTo: shelfLocationId });
              else set({ condition });
            }}
            error={Boolean(errors.condition)}
            helperText={errors.condition}
          >
            {RMA_CONDITIONS.map((c) => (
              <MenuItem key={c} value={c}>
                {CONDITION_LABELS[c]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Resolution"
            value={draft.resolution}
            onChange={(e) => set({ resolution: e.target.value as ReturnLineDraft['resolution'] })}
            error={Boolean(errors.resolution)}
            helperText={errors.resolution}
          >
            {RMA_RESOLUTIONS.map((r) => (
              <MenuItem key={r} value={r}>
                {RESOLUTION_LABELS[r]}
              </MenuItem>
            ))}
          </TextField>
          {draft.resolution === 'REPAIR' ? (
            <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center', gridColumn: { md: 'span 2' } }}>
              A job order is opened for the repair when the RMA is resolved; the item stays the customer&apos;s.
            </Typography>
          ) : (
            <TextField
              select
              size="small"
              label="Returned Goods Go To"
              required
              value={draft.restockTo === '' && offShelf ? offShelfDefault(locations) : draft.restockTo}
              onChange={(e) => set({ restockTo: e.target.value === 'WRITE_OFF' ? 'WRITE_OFF' : Number(e.target.value) })}
              error={Boolean(errors.restockTo)}
              helperText={errors.restockTo ?? (offShelf ? 'Damaged or defective goods never go back on a sellable shelf.' : undefined)}
              sx={{ gridColumn: { md: 'span 2' } }}
            >
              {locations.map((l) => (
                <MenuItem key={l.id} value={l.id} disabled={offShelf && l.sellable !== false}>
                  {l.name}
                  {l.sellable === false ? ' (not for sale)' : ''}
                </MenuItem>
              ))}
              <MenuItem value="WRITE_OFF">Write off (not back in stock)</MenuItem>
            </TextField>
          )}
          {draft.resolution === 'REPLACE' && line.isSerialized ? (
            <TextField
              size="small"
              label="Replacement Serial Numbers"
              value={draft.replacementSerialNumbers}
              onChange={(e) => set({ replacementSerialNumbers: e.target.value })}
              error={Boolean(errors.replacementSerialNumbers)}
              helperText={errors.replacementSerialNumbers ?? 'In stock at the sale’s location; may be given when resolving'}
              sx={{ gridColumn: '1 / -1' }}
            />
          ) : null}
        </Box>
      ) : null}
    </Paper>
  );
}
