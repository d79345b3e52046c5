import { productCategories } from '../../db/schema/masterfile';
import { defineResource } from '../../platform/resource/define';

export const productCategoryResource = defineResource({
  name: 'productCategories',
  label: 'product category',
  table: productCategories,
  fields: {
    id: { column: productCategories.id, type: 'integer' },
    categoryName: { column: productCategories.categoryName, type: 'text', search: true },
    description: { column: productCategories.description, type: 'text', nullable: true, search: true },
    createdAt: { column: productCategories.createdAt, type: 'datetime' },
    updatedAt: { column: productCategories.updatedAt, type: 'datetime' },
  },
  defaultSort: [{ column: 'categoryName', direction: 'asc' }],
});
