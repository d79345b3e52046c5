import type { Breadcrumb, ListColumn } from '@/components/list-table/list-table-types';
import { useDeleteCommissionTemplate } from '../api/delete-commission-template';
import { getCommissionTemplatesQueryOptions } from '../api/get-commission-templates';
import { CommissionTemplateDialog } from '../components/commission-template-dialog';
import { FeatureGate } from '@/components/feature-gate/feature-gate';
import { COMMISSION_TYPE_LABELS } from '../components/labels';
import { ADD_FILTER_FOR, RecordListPage } from '@/components/list-table/record-list-page';
import { formatRate } from '../components/value-formats';
import type { CommissionTemplate } from '../types';

const TITLE = 'Commission Templates';
const BREADCRUMBS: Breadcrumb[] = [{ label: 'Masterfile' }, { label: TITLE }];

const columns: ListColumn<CommissionTemplate>[] = [
  { field: 'name', header: 'Name', minWidth: 200, flex: 1.5 },
  { field: 'type', header: 'Type', type: 'enum', enumLabels: COMMISSION_TYPE_LABELS, minWidth: 200, flex: 1, filter: 'enum' },
  { field: 'value', header: 'Value', align: 'right', width: 140, render: (c) => formatRate(c.type, c.value) },
  { field: 'isActive', header: 'Active', type: 'boolean', width: 100, filter: 'boolean' },
];

function CommissionTemplatesList() {
  const remove = useDeleteCommissionTemplate();
  return (
    <RecordListPage<CommissionTemplate>
      title={TITLE}
      breadcrumbs={BREADCRUMBS}
      queryOptions={getCommissionTemplatesQueryOptions}
      columns={columns}
      searchPlaceholder="Search commission template"
      addLabel="Add Commission Template"
      permissions={{
        view: 'View Commission Templates',
        create: 'Create Commission Template',
        edit: 'Edit Commission Template',
        delete: 'Delete Commission Template',
      }}
      remove={remove}
      filterPanel={ADD_FILTER_FOR}
      renderDialog={(props) => <CommissionTemplateDialog {...props} />}
    />
  );
}

/** /masterfile/commission-templates (flag commission_module). */
export default function CommissionTemplatesPage() {
  return (
    <FeatureGate flag="commission_module" title={TITLE} breadcrumbs={BREADCRUMBS} moduleName="commission module">
      <CommissionTemplatesList />
    </FeatureGate>
  );
}
