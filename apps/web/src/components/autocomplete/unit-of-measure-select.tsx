import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useUnitClassUnits, type UnitOfMeasure } from '@/lib/reference-data/units';

export type UnitOfMeasureSelectProps = Omit<TextFieldProps, 'select' | 'value' | 'onChange' | 'children'> & {
  /** The class whose units are offered (a product's unit class). */
  unitClassId: number | null | undefined;
  value: number | null;
  onChange: (unit: UnitOfMeasure | null) => void;
};

/** The base unit's name and how many of it one unit holds, e.g. "dozen (12 piece)". */
export function describeUnit(unit: Pick<UnitOfMeasure, 'unit' | 'factor' | 'isBase'>, baseName: string | undefined): string {
  if (unit.isBase || !baseName) return unit.unit;
  return `${unit.unit} (${unit.factor} ${baseName})`;
}

/** Picks one unit of a class, from the class's cached units (spec 7.3). */
export function UnitOfMeasureSelect({
  unitClassId,
  value,
  onChange,
  label = 'Unit',
  helperText,
  error,
  ...props
}: UnitOfMeasureSelectProps) {
  const units = useUnitClassUnits(unitClassId);
  const rows = units.data ?? [];
  const baseName = rows.find((u) => u.isBase)?.unit;
  return (
    <TextField
      {...props}
      select
      label={label}
      value={value && rows.some((u) => u.id === value) ? value : ''}
      onChange={(event) => onChange(rows.find((u) => u.id === Number(event.target.value)) ?? null)}
      error={Boolean(error) || Boolean(units.error)}
      helperText={units.error ? 'The units could not be loaded.' : helperText}
      disabled={props.disabled || !unitClassId}
    >
      {units.isLoading ? (
        <MenuItem value="" disabled>
          Loading...
        </MenuItem>
      ) : null}
      {rows.map((unit) => (
        <MenuItem key={unit.id} value={unit.id}>
          {describeUnit(unit, baseName)}
        </MenuItem>
      ))}
    </TextField>
  );
}
