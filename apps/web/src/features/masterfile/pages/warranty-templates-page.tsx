import type { Breadcrumb, ListColumn } from '@/components/list-table/list-table-types';
import { useDeleteWarrantyTemplate } from '../api/delete-warranty-template';
import { getWarrantyTemplatesQueryOptions } from '../api/get-warranty-templates';
import { FeatureGate } from '@/components/feature-gate/feature-gate';
import { RecordListPage } from '@/components/list-table/record-list-page';
import { WarrantyTemplateDialog } from '../components/warranty-template-dialog';
import type { WarrantyTemplate } from '../types';

const TITLE = 'Warranty Templates';
const BREADCRUMBS: Breadcrumb[] = [{ label: 'Masterfile' }, { label: TITLE }];

/** e.g. "1 month", "7 days". */
export function durationText({ duration, durationUnit }: Pick<WarrantyTemplate, 'duration' | 'durationUnit'>): string {
  const unit = durationUnit === 'months' ? 'month' : 'day';
  return `${duration} ${unit}${duration === 1 ? '' : 's'}`;
}

const columns: ListColumn<WarrantyTemplate>[] = [
  { field: 'name', header: 'Name', minWidth: 200, flex: 1 },
  { field: 'duration', header: 'Duration', width: 140, render: durationText },
  { field: 'terms', header: 'Terms', minWidth: 260, flex: 2 },
];

function WarrantyTemplatesList() {
  const remove = useDeleteWarrantyTemplate();
  return (
    <RecordListPage<WarrantyTemplate>
      title={TITLE}
      breadcrumbs={BREADCRUMBS}
      queryOptions={getWarrantyTemplatesQueryOptions}
      columns={columns}
      searchPlaceholder="Search name or terms"
      addLabel="Add Warranty Template"
      permissions={{
        view: 'View Warranty Templates',
        create: 'Create Warranty Template',
        edit: 'Edit Warranty Template',
        delete: 'Delete Warranty Template',
      }}
      remove={remove}
      renderDialog={(props) => <WarrantyTemplateDialog {...props} />}
    />
  );
}

/** /masterfile/warranty-templates (flag rma_warranty_module). */
export default function WarrantyTemplatesPage() {
  return (
    <FeatureGate flag="rma_warranty_module" title={TITLE} breadcrumbs={BREADCRUMBS} moduleName="RMA and warranty module">
      <WarrantyTemplatesList />
    </FeatureGate>
  );
}
