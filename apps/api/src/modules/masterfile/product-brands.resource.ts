import { productBrands } from '../../db/schema/masterfile';
import { defineResource } from '../../platform/resource/define';

export const productBrandResource = defineResource({
  name: 'productBrands',
  label: 'product brand',
  table: productBrands,
  fields: {
    id: { column: productBrands.id, type: 'integer' },
    brandName: { column: productBrands.brandName, type: 'text', search: true },
    description: { column: productBrands.description, type: 'text', nullable: true, search: true },
    createdAt: { column: productBrands.createdAt, type: 'datetime' },
    updatedAt: { column: productBrands.updatedAt, type: 'datetime' },
  },
  defaultSort: [{ column: 'brandName', direction: 'asc' }],
});
