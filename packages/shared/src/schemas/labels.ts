/** Price-label layouts (GET inventory/products/labels, purchasing/purchase-receipts/{id}/labels). */
export const LABEL_LAYOUTS = ['a4-3x10', 'a4-4x10', 'roll-50x30', 'roll-40x25'] as const;
export type LabelLayoutName = (typeof LABEL_LAYOUTS)[number];

/** How a screen names each layout. */
export const LABEL_LAYOUT_LABELS: Record<LabelLayoutName, string> = {
  'a4-3x10': 'A4 sheet, 3 × 10 labels (70 × 29.7 mm)',
  'a4-4x10': 'A4 sheet, 4 × 10 labels (52.5 × 29.7 mm)',
  'roll-50x30': 'Label roll, 50 × 30 mm',
  'roll-40x25': 'Label roll, 40 × 25 mm',
};

/** Copies of each product's label a request may ask for. */
export const LABEL_COPIES_MAX = 100;
/** The most labels one PDF holds, and the most products one request names. */
export const LABELS_MAX = 5000;
export const LABEL_PRODUCTS_MAX = 1000;
