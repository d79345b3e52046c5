/** The most rows a spreadsheet export holds (a worksheet holds 1,048,576 with its header). */
export const EXPORT_LIMIT = 1_000_000;

/** Spreadsheet number formats: pesos with centavos, and quantities with up to 4 decimals. */
export const MONEY_FORMAT = '#,##0.00';
export const QTY_FORMAT = '#,##0.####';
