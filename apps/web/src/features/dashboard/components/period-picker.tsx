import { MenuItem, Stack, TextField } from '@mui/material';
import { endOfMonth, endOfYear, startOfMonth, startOfYear, subDays, subMonths } from 'date-fns';
import { dayText, shopToday } from '@/lib/days';
import { useCan } from '@/lib/permissions';
import { useSalesChannelOptions } from '@/lib/reference-data/sales-channels';
import type { InsightsFilter } from '../types';

export type PeriodPreset = 'today' | 'yesterday' | 'last7' | 'thisMonth' | 'lastMonth' | 'thisYear' | 'custom';

const PRESETS: { value: PeriodPreset; label: string }[] = [
  { value: 'today', label: 'Today' },
  { value: 'yesterday', label: 'Yesterday' },
  { value: 'last7', label: 'Last 7 days' },
  { value: 'thisMonth', label: 'This month' },
  { value: 'lastMonth', label: 'Last month' },
  { value: 'thisYear', label: 'This year' },
  { value: 'custom', label: 'Custom' },
];

/** The calendar days of a preset, counted from the shop's today. */
export function presetRange(preset: Exclude<PeriodPreset, 'custom'>, now = shopToday()): { from: string; to: string } {
  const range = (from: Date, to: Date) => ({ from: dayText(from), to: dayText(to) });
  switch (preset) {
    case 'today':
      return range(now, now);
    case 'yesterday':
      return range(subDays(now, 1), subDays(now, 1));
    case 'last7':
      return range(subDays(now, 6), now);
    case 'thisMonth':
      return range(startOfMonth(now), endOfMonth(now));
    case 'lastMonth':
      return range(startOfMonth(subMonths(now, 1)), endOfMonth(subMonths(now, 1)));
    case 'thisYear':
      return range(startOfYear(now), endOfYear(now));
  }
}

/** The period (a preset, or two days) and the sales channel (for those who may list channels). */
export function PeriodPicker({
  preset,
  filter,
  onChange,
}: {
  preset: PeriodPreset;
  filter: InsightsFilter;
  onChange: (preset: PeriodPreset, filter: InsightsFilter) => void;
}) {
  const mayListChannels = useCan('View Channel');
  const channels = useSalesChannelOptions();
  const channelOptions = mayListChannels ? (channels.data ?? []) : [];
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
      <TextField
        select
        size="small"
        label="Period"
        value={preset}
        onChange={(event) => {
          const next = event.target.value as PeriodPreset;
          onChange(next, next === 'custom' ? filter : { ...filter, ...presetRange(next) });
        }}
        sx={{ minWidth: 150, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
      >
        {PRESETS.map((p) => (
          <MenuItem key={p.value} value={p.value}>
            {p.label}
          </MenuItem>
        ))}
      </TextField>
      {preset === 'custom' ? (
        <>
          <TextField
            size="small"
            type="date"
            label="Period From"
            value={filter.from}
            onChange={(event) => event.target.value && onChange('custom', { ...filter, from: event.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filter.to } }}
            sx={{ flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
          />
          <TextField
            size="small"
            type="date"
            label="Period To"
            value={filter.to}
            onChange={(event) => event.target.value && onChange('custom', { ...filter, to: event.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filter.from } }}
            sx={{ flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
          />
        </>
      ) : null}
      {mayListChannels ? (
        <TextField
          select
          size="small"
          label="Sales Channel"
          value={filter.salesChannelId ?? ''}
          onChange={(event) => {
            const value = event.target.value as number | '';
            onChange(preset, { ...filter, salesChannelId: value === '' ? null : Number(value) });
          }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 180, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
        >
          <MenuItem value="">All Channels</MenuItem>
          {channelOptions.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
    </Stack>
  );
}
