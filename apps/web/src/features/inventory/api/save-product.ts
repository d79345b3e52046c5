import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/lib/api-client';
import { resourceKeys } from '@/lib/use-list';
import { PRICE_TABLE_RESOURCE, PRODUCTS_RESOURCE, STOCKS_RESOURCE } from '../types';
import type { PriceChanges, ProductBodyOut } from '../components/product-form/product-payload';
import { createProduct, type SavedProduct } from './create-product';
import { deleteProductPrice } from './delete-product-price';
import { saveProductPrice } from './save-product-price';
import { setWarrantyTemplate } from './set-warranty-template';
import { updateProduct } from './update-product';

export type ProductSave =
  | { mode: 'create'; body: ProductBodyOut; warrantyTemplateId?: number | null }
  | { mode: 'update'; id: number; body: Partial<ProductBodyOut>; prices: PriceChanges; warrantyTemplateId?: number | null };

/** The saved product, and what went wrong in the calls after it (the product itself is saved). */
export type ProductSaveResult = SavedProduct & { followUpErrors: string[] };

/**
 * Saves the product page: the product (POST or PUT), then, on update, each changed unit price
 * through its own call (Save/Delete Product Price), then the warranty template (its own call and
 * permission). A failing product call throws; a failing follow-up is reported, not thrown.
 */
export async function saveProduct(request: ProductSave): Promise<ProductSaveResult> {
  const saved = request.mode === 'create' ? await createProduct(request.body) : await updateProduct(request.id, request.body);
  const id = saved.data.id;
  const followUpErrors: string[] = [];
  const attempt = async (call: () => Promise<unknown>) => {
    try {
      await call();
    } catch (error) {
      followUpErrors.push(errorMessage(error));
    }
  };
  if (request.mode === 'update') {
    for (const priceId of request.prices.remove) await attempt(() => deleteProductPrice(id, priceId));
    for (const price of request.prices.save) await attempt(() => saveProductPrice(id, price));
  }
  if (request.warrantyTemplateId !== undefined) {
    const templateId = request.warrantyTemplateId;
    await attempt(() => setWarrantyTemplate(id, templateId));
  }
  return { ...saved, followUpErrors };
}

/** A product's save changes its lists, the price table and the stock rows (a new product gets one per location). */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSettled: () =>
      Promise.all(
        [PRODUCTS_RESOURCE, PRICE_TABLE_RESOURCE, STOCKS_RESOURCE].map((r) =>
          queryClient.invalidateQueries({ queryKey: resourceKeys.all(r) }),
        ),
      ),
  });
}
