import { products } from '../../db/schema/inventory';
import { registerMediaOwner } from '../media';

// Products hold images (spec 2.9: product_images); who may see and change them.
registerMediaOwner({
  type: 'products',
  table: products,
  label: 'product',
  collections: ['product_images'],
  view: ['View Products', 'Create Sales Orders'],
  edit: ['Edit Products', 'Create Products'],
});
