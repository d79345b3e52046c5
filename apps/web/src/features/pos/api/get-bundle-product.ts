import { api } from '@/lib/api-client';
import type { CatalogueProduct } from '../types';

const RELATIONS = ['bundleProducts.bundleItem', 'bundleProducts.bundleUom', 'unitOfMeasure', 'productPrices.uom', 'commissionTemplate'];

/** Spec 4: a BUNDLE is fetched whole before its components are expanded. */
export async function getBundleProduct(id: number): Promise<CatalogueProduct> {
  return (await api.get<{ data: CatalogueProduct }>(`inventory/products/${id}`, { relations: RELATIONS.join('|') })).data;
}
