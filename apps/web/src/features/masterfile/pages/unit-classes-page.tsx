import { useMemo, useState } from 'react';
import AddCircleOutlineOutlined from '@mui/icons-material/AddCircleOutlineOutlined';
import { describeUnit } from '@/components/autocomplete/unit-of-measure-select';
import type { ListColumn, RowAction } from '@/components/list-table/list-table-types';
import { useDeleteUnitClass } from '../api/delete-unit-class';
import { getUnitClassesQueryOptions } from '../api/get-unit-classes';
import { RecordListPage } from '@/components/list-table/record-list-page';
import { UnitClassDialog } from '../components/unit-class-dialog';
import { UnitOfMeasureDialog } from '../components/unit-of-measure-dialog';
import type { UnitClass } from '../types';

/** A class's units, smallest first, against its base unit: "piece · dozen (12 piece) · box (24 piece)". */
export function unitsText(unitClass: UnitClass): string {
  const units = [...(unitClass.units ?? [])].sort((a, b) => a.factor - b.factor);
  const baseName = units.find((u) => u.isBase)?.unit;
  return units.map((u) => describeUnit(u, baseName)).join(' · ');
}

const columns: ListColumn<UnitClass>[] = [
  { field: 'name', header: 'Name', minWidth: 160, flex: 1 },
  { field: 'description', header: 'Description', minWidth: 200, flex: 1.4 },
  { field: 'units', header: 'Units', sortable: false, minWidth: 260, flex: 2, render: unitsText },
];
const RELATIONS = ['units'];

/** /masterfile/unit-classes, labelled Unit Of Measures: unit classes with their units and factors. */
export default function UnitClassesPage() {
  const remove = useDeleteUnitClass();
  const [addingTo, setAddingTo] = useState<UnitClass | null>(null);
  const addUnit = useMemo<RowAction<UnitClass>[]>(
    () => [
      {
        name: 'create',
        label: 'Add Unit',
        icon: <AddCircleOutlineOutlined fontSize="small" />,
        permission: 'Create Unit of Measure',
        onClick: (row) => setAddingTo(row),
      },
    ],
    [],
  );
  return (
    <>
      <RecordListPage<UnitClass>
        title="Unit Of Measures"
        breadcrumbs={[{ label: 'Masterfile' }, { label: 'Unit Of Measures' }]}
        queryOptions={getUnitClassesQueryOptions}
        columns={columns}
        relations={RELATIONS}
        searchPlaceholder="Search unit class"
        addLabel="Add Unit Of Measure"
        permissions={{ view: 'View Unit Of Measures', create: 'Create Unit Class', edit: 'Edit Unit Class', delete: 'Delete Unit Class' }}
        remove={remove}
        renderDialog={(props) => <UnitClassDialog {...props} />}
        extraRowActions={addUnit}
      />
      <UnitOfMeasureDialog unitClass={addingTo} onClose={() => setAddingTo(null)} />
    </>
  );
}
