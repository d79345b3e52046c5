import { z } from 'zod';

import { LABEL_LAYOUTS, type LabelLayoutName } from '@oim/shared/schemas/labels';

/** The price-label layouts: A4 sheets of die-cut labels, and label printers' rolls (one label per page). */
export { LABEL_LAYOUTS, type LabelLayoutName };

/** The layout of a label request (the products' labels, a purchase receipt's). */
export const labelLayoutQuery = z.object({ layout: z.enum(LABEL_LAYOUTS).default('a4-3x10') });

export type LabelLayout = {
  /** The page, in points. */
  pageWidth: number;
  pageHeight: number;
  columns: number;
  rows: number;
  /** Where the first label's top left corner is, in points from the page's. */
  left: number;
  top: number;
  /** One label, in points. */
  labelWidth: number;
  labelHeight: number;
  /** Room kept clear inside each label's edges (printers do not print to a sheet's edge), in points. */
  paddingX: number;
  paddingY: number;
  /** Font sizes of the name, the price and the code under the bars; how many lines the name may take. */
  nameSize: number;
  nameLines: number;
  priceSize: number;
  codeSize: number;
};

export const mm = (millimetres: number) => (millimetres * 72) / 25.4;

const A4 = { pageWidth: mm(210), pageHeight: mm(297) };

export const LABEL_LAYOUT: Record<LabelLayoutName, LabelLayout> = {
  // 3 × 10 labels of 70 × 29.7 mm fill the sheet edge to edge; the padding keeps the print inside.
  'a4-3x10': {
    ...A4,
    columns: 3,
    rows: 10,
    left: 0,
    top: 0,
    labelWidth: mm(70),
    labelHeight: mm(29.7),
    paddingX: mm(4),
    paddingY: mm(2.2),
    nameSize: 7,
    nameLines: 2,
    priceSize: 10,
    codeSize: 6.5,
  },
  'a4-4x10': {
    ...A4,
    columns: 4,
    rows: 10,
    left: 0,
    top: 0,
    labelWidth: mm(52.5),
    labelHeight: mm(29.7),
    paddingX: mm(3.5),
    paddingY: mm(2.2),
    nameSize: 6.5,
    nameLines: 2,
    priceSize: 9,
    codeSize: 6,
  },
  'roll-50x30': {
    pageWidth: mm(50),
    pageHeight: mm(30),
    columns: 1,
    rows: 1,
    left: 0,
    top: 0,
    labelWidth: mm(50),
    labelHeight: mm(30),
    paddingX: mm(2),
    paddingY: mm(1.8),
    nameSize: 7,
    nameLines: 2,
    priceSize: 10,
    codeSize: 6.5,
  },
  'roll-40x25': {
    pageWidth: mm(40),
    pageHeight: mm(25),
    columns: 1,
    rows: 1,
    left: 0,
    top: 0,
    labelWidth: mm(40),
    labelHeight: mm(25),
    paddingX: mm(1.5),
    paddingY: mm(1.5),
    nameSize: 6,
    nameLines: 1,
    priceSize: 8.5,
    codeSize: 5.5,
  },
};

/** The box of the n-th label of a page (0-based, across then down), in points from the page's top left. */
export function labelCell(layout: LabelLayout, n: number): { x: number; y: number; width: number; height: number } {
  const column = n % layout.columns;
  const row = Math.floor(n / layout.columns);
  return {
    x: layout.left + column * layout.labelWidth,
    y: layout.top + row * layout.labelHeight,
    width: layout.labelWidth,
    height: layout.labelHeight,
  };
}
