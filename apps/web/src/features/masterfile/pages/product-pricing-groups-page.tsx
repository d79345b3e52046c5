import type { Breadcrumb, ListColumn } from '@/components/list-table/list-table-types';
import { useDeletePricingGroup } from '../api/delete-product-pricing-group';
import { getPricingGroupsQueryOptions } from '../api/get-product-pricing-groups';
import { FeatureGate } from '@/components/feature-gate/feature-gate';
import { PricingGroupDialog } from '../components/pricing-group-dialog';
import { RecordListPage } from '@/components/list-table/record-list-page';
import type { PricingGroup } from '../types';

const TITLE = 'Product Pricing Groups';
const BREADCRUMBS: Breadcrumb[] = [{ label: 'Masterfile' }, { label: TITLE }];

const columns: ListColumn<PricingGroup>[] = [
  { field: 'name', header: 'Name', minWidth: 200, flex: 1 },
  { field: 'description', header: 'Description', minWidth: 260, flex: 2 },
];

function PricingGroupsList() {
  const remove = useDeletePricingGroup();
  return (
    <RecordListPage<PricingGroup>
      title={TITLE}
      breadcrumbs={BREADCRUMBS}
      queryOptions={getPricingGroupsQueryOptions}
      columns={columns}
      searchPlaceholder="Search name or description"
      addLabel="Add Pricing Group"
      permissions={{
        view: 'View Product Pricing Groups',
        create: 'Create Pricing Groups',
        edit: 'Edit Pricing Groups',
        delete: 'Delete Pricing Groups',
      }}
      remove={remove}
      renderDialog={(props) => <PricingGroupDialog {...props} />}
    />
  );
}

/** /masterfile/product-pricing-groups (flag pricing_groups_module). */
export default function ProductPricingGroupsPage() {
  return (
    <FeatureGate flag="pricing_groups_module" title={TITLE} breadcrumbs={BREADCRUMBS} moduleName="pricing groups module">
      <PricingGroupsList />
    </FeatureGate>
  );
}
