import { api } from '@/lib/api-client';
import type { PosProduct } from '../types';

const RELATIONS = ['bundleProducts.bundleItem', 'bundleProducts.bundleUom', 'unitOfMeasure', 'productPrices.uom', 'commissionTemplate'];

/** Spec 4: a BUNDLE is fetched whole before its components are expanded. */
export async function getBundleProduct(id: number): Promise<PosProduct> {
  return (await api.get<{ data: PosProduct }>(`inventory/products/${id}`, { relations: RELATIONS.join('|') })).data;
}
