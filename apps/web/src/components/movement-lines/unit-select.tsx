import { MenuItem, TextField } from '@mui/material';
import { useUnitClassUnits } from '@/lib/reference-data/units';
import type { UnitOfMeasure } from '@/lib/reference-data/units';

export type UnitSelectProps = {
  /** The class whose units are offered. */
  unitClassId: number | null | undefined;
  value: number | '';
  onChange: (unitId: number | '', unit: UnitOfMeasure | undefined) => void;
  label?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
  name?: string;
  /** Shows how many base units each unit holds, e.g. "box (24 piece)". */
  showFactor?: boolean;
};

/** How a unit reads in a list: "box (24 piece)" for a unit of several base units. */
export function unitLabel(unit: UnitOfMeasure, units: UnitOfMeasure[]): string {
  const base = units.find((u) => u.isBase);
  return unit.isBase || !base ? unit.unit : `${unit.unit} (${unit.factor} ${base.unit})`;
}

/** A select of one unit class's units only (a product's units are its class's). */
export function UnitSelect({
  unitClassId,
  value,
  onChange,
  label = 'Unit',
  required,
  disabled,
  error,
  helperText,
  size = 'small',
  name,
  showFactor = true,
}: UnitSelectProps) {
  const units = useUnitClassUnits(unitClassId);
  const list = units.data ?? [];
  // A value not (yet) among the options would make the select warn; it shows empty until they load.
  const shown = value !== '' && list.some((u) => u.id === value) ? value : '';
  return (
    <TextField
      select
      size={size}
      label={label}
      name={name}
      required={required}
      disabled={disabled || !unitClassId}
      error={error || Boolean(units.error)}
      helperText={helperText ?? (units.error ? 'The units could not be loaded.' : undefined)}
      value={shown}
      onChange={(event) => {
        const id = event.target.value === '' ? '' : Number(event.target.value);
        onChange(
          id,
          list.find((u) => u.id === id),
        );
      }}
      fullWidth
    >
      {units.isLoading ? (
        <MenuItem value="" disabled>
          Loading...
        </MenuItem>
      ) : null}
      {list.map((unit) => (
        <MenuItem key={unit.id} value={unit.id}>
          {showFactor ? unitLabel(unit, list) : unit.unit}
        </MenuItem>
      ))}
    </TextField>
  );
}
