import type { Breadcrumb, ListColumn } from '@/components/list-table/list-table-types';
import { useDeletePricingScheduleTemplate } from '../api/delete-pricing-schedule-template';
import { getPricingScheduleTemplatesQueryOptions } from '../api/get-pricing-schedule-templates';
import { FeatureGate } from '@/components/feature-gate/feature-gate';
import { PRICING_SCHEDULE_TYPE_LABELS } from '../components/labels';
import { PricingScheduleDialog } from '../components/pricing-schedule-dialog';
import { ADD_FILTER_FOR, RecordListPage } from '@/components/list-table/record-list-page';
import { formatQuantity, formatRate } from '../components/value-formats';
import type { PricingScheduleTemplate } from '../types';

const TITLE = 'Pricing Schedule Templates';
const BREADCRUMBS: Breadcrumb[] = [{ label: 'Masterfile' }, { label: TITLE }];

/** The breaks in order, e.g. "1+ ₱100.00 · 10+ ₱90.00" or "12+ 5% off". */
export function breaksText(template: PricingScheduleTemplate): string {
  return [...(template.breaks ?? [])]
    .sort((a, b) => a.minQuantity - b.minQuantity)
    .map(
      (b) => `${formatQuantity(b.minQuantity)}+ ${formatRate(template.type, b.value)}${template.type === 'percentage_off' ? ' off' : ''}`,
    )
    .join(' · ');
}

const columns: ListColumn<PricingScheduleTemplate>[] = [
  { field: 'name', header: 'Name', minWidth: 180, flex: 1 },
  { field: 'type', header: 'Type', type: 'enum', enumLabels: PRICING_SCHEDULE_TYPE_LABELS, width: 150, filter: 'enum' },
  { field: 'breaks', header: 'Quantity Breaks', sortable: false, minWidth: 260, flex: 2, render: breaksText },
  { field: 'description', header: 'Description', minWidth: 180, flex: 1, hidden: true },
];
const RELATIONS = ['breaks'];

function PricingScheduleTemplatesList() {
  const remove = useDeletePricingScheduleTemplate();
  return (
    <RecordListPage<PricingScheduleTemplate>
      title={TITLE}
      breadcrumbs={BREADCRUMBS}
      queryOptions={getPricingScheduleTemplatesQueryOptions}
      columns={columns}
      relations={RELATIONS}
      searchPlaceholder="Search pricing schedule"
      addLabel="Add Pricing Schedule"
      permissions={{
        view: 'View Pricing Schedule Templates',
        create: 'Create Pricing Schedule Template',
        edit: 'Edit Pricing Schedule Template',
        delete: 'Delete Pricing Schedule Template',
      }}
      remove={remove}
      filterPanel={ADD_FILTER_FOR}
      renderDialog={(props) => <PricingScheduleDialog {...props} />}
    />
  );
}

/** /masterfile/pricing-schedule-templates (flag pricing_schedule_module). */
export default function PricingScheduleTemplatesPage() {
  return (
    <FeatureGate flag="pricing_schedule_module" title={TITLE} breadcrumbs={BREADCRUMBS} moduleName="pricing schedule module">
      <PricingScheduleTemplatesList />
    </FeatureGate>
  );
}
