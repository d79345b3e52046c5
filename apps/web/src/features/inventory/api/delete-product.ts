import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resourceKeys } from '@/lib/use-list';
import { PRICE_TABLE_RESOURCE, PRODUCTS_RESOURCE, STOCKS_RESOURCE } from '../types';

/** DELETE inventory/products/{id}; a product with stock history is refused (409). */
export function deleteProduct(id: number): Promise<{ message?: string }> {
  return api.delete<{ message?: string }>(`${PRODUCTS_RESOURCE}/${id}`, { body: {} });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: async () => {
      await Promise.all(
        [PRODUCTS_RESOURCE, PRICE_TABLE_RESOURCE, STOCKS_RESOURCE].map((r) =>
          queryClient.invalidateQueries({ queryKey: resourceKeys.all(r) }),
        ),
      );
    },
  });
}
