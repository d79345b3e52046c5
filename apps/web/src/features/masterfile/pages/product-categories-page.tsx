import { ProductCategoryDialog } from '@/components/autocomplete/product-grouping-dialogs';
import type { ProductCategory } from '@/components/autocomplete/api/records';
import type { ListColumn } from '@/components/list-table/list-table-types';
import { getProductCategoriesQueryOptions } from '../api/get-product-categories';
import { useDeleteProductCategory } from '../api/delete-product-category';
import { RecordListPage } from '@/components/list-table/record-list-page';

const columns: ListColumn<ProductCategory>[] = [
  { field: 'categoryName', header: 'Category Name', minWidth: 200, flex: 1 },
  { field: 'description', header: 'Description', minWidth: 240, flex: 2 },
];

/** /masterfile/product-categories, with the same 480px dialog the category picker's Add New opens. */
export default function ProductCategoriesPage() {
  const remove = useDeleteProductCategory();
  return (
    <RecordListPage<ProductCategory>
      title="Product Categories"
      breadcrumbs={[{ label: 'Masterfile' }, { label: 'Product Categories' }]}
      queryOptions={getProductCategoriesQueryOptions}
      columns={columns}
      searchPlaceholder="Search category name or description"
      addLabel="Add Product Category"
      permissions={{
        view: 'View Product Categories',
        create: 'Create Product Category',
        edit: 'Edit Product Category',
        delete: 'Delete Product Category',
      }}
      remove={remove}
      renderDialog={({ open, record, onClose }) => <ProductCategoryDialog open={open} record={record} onClose={() => onClose()} />}
    />
  );
}
