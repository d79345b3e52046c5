import { ProductBrandDialog } from '@/components/autocomplete/product-grouping-dialogs';
import type { ProductBrand } from '@/components/autocomplete/api/records';
import type { ListColumn } from '@/components/list-table/list-table-types';
import { getProductBrandsQueryOptions } from '../api/get-product-brands';
import { useDeleteProductBrand } from '../api/delete-product-brand';
import { RecordListPage } from '@/components/list-table/record-list-page';

const columns: ListColumn<ProductBrand>[] = [
  { field: 'brandName', header: 'Brand Name', minWidth: 200, flex: 1 },
  { field: 'description', header: 'Description', minWidth: 240, flex: 2 },
];

/** /masterfile/product-brands, with the same 480px dialog the brand picker's Add New opens. */
export default function ProductBrandsPage() {
  const remove = useDeleteProductBrand();
  return (
    <RecordListPage<ProductBrand>
      title="Product Brands"
      breadcrumbs={[{ label: 'Masterfile' }, { label: 'Product Brands' }]}
      queryOptions={getProductBrandsQueryOptions}
      columns={columns}
      searchPlaceholder="Search brand name or description"
      addLabel="Add Product Brand"
      permissions={{
        view: 'View Product Brands',
        create: 'Create Product Brand',
        edit: 'Edit Product Brand',
        delete: 'Delete Product Brand',
      }}
      remove={remove}
      renderDialog={({ open, record, onClose }) => <ProductBrandDialog open={open} record={record} onClose={() => onClose()} />}
    />
  );
}
