import type { PriceReviewReason } from '@oim/shared/schemas/sales';

/** What each price review reason means, in the shop's words. */
export const PRICE_REVIEW_LABELS: Record<PriceReviewReason, string> = {
  BELOW_MINIMUM_PRICE: 'Below minimum price',
  PRICE_OVERRIDE_WITHOUT_PERMISSION: 'Price changed without Override Prices',
  DISCOUNT_ABOVE_CAP: 'Discount above the cap',
  UNKNOWN_DISCOUNT: 'Discount the shop does not have',
};

export const priceReviewLabel = (reason: string) => PRICE_REVIEW_LABELS[reason as PriceReviewReason] ?? reason;

export const VIEW_PRICE_EXCEPTIONS = 'View Price Exceptions';
export const OVERRIDE_PRICES = 'Override Prices';
