import type { z } from 'zod';
import type { productBrandBody, productCategoryBody, supplierBody } from '@oim/shared/schemas/masterfile';

/**
 * The records whose create/update dialogs the pickers open from 'Add New' (spec 4, 5) and whose
 * list screens open the same dialogs: product brands, product categories, suppliers.
 */
export const PRODUCT_BRANDS_RESOURCE = 'masterfile/product-brands';
export const PRODUCT_CATEGORIES_RESOURCE = 'masterfile/product-categories';
export const SUPPLIERS_RESOURCE = 'masterfile/suppliers';

type Stored = { id: number; createdAt?: string; updatedAt?: string };

export type ProductBrand = z.output<typeof productBrandBody> & Stored;
export type ProductCategory = z.output<typeof productCategoryBody> & Stored;
export type Supplier = z.output<typeof supplierBody> & Stored;
