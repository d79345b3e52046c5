import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getBulkMediaFiles } from '@/components/gallery/media-files';
import type { TableFilter } from '@/lib/list-query';
import { fetchList, resourceKeys, type Paged } from '@/lib/use-list';
import { PRODUCTS_RESOURCE, type ProductListRow } from '../types';

/** The products list's relations: the category and brand columns. */
export const PRODUCT_LIST_RELATIONS = ['productCategory', 'productBrand'];

/**
 * A page of products with each one's primary thumbnail: one bulk media call per page. An image
 * failure is logged and the page shows without images (spec 8).
 */
export async function getProductsWithImages(filter: TableFilter, signal?: AbortSignal): Promise<Paged<ProductListRow>> {
  const page = await fetchList<ProductListRow>(PRODUCTS_RESOURCE, filter, signal);
  if (page.data.length === 0) return page;
  try {
    const images = await getBulkMediaFiles(
      'products',
      page.data.map((p) => p.id),
      signal,
    );
    return {
      ...page,
      data: page.data.map((product) => {
        const thumb = images[String(product.id)]?.[0]?.urls.thumb;
        return thumb ? { ...product, primaryImage: thumb } : product;
      }),
    };
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error('Could not load the product images', error);
    return page;
  }
}

export function getProductsWithImagesQueryOptions(filter: TableFilter) {
  return queryOptions({
    queryKey: [...resourceKeys.list(PRODUCTS_RESOURCE, filter), 'with-images'] as const,
    queryFn: ({ signal }) => getProductsWithImages(filter, signal),
    placeholderData: keepPreviousData,
  });
}
