import { LineEditor } from '../components/line-editor';
import type { Terminal } from './use-terminal';

/** The selected cart line's editor (quantity, unit, price, line discount, serials, remove): under the cart on a desktop, in a sheet on a phone. */
export function TerminalLineEditor({ t, phone }: { t: Terminal; phone: boolean }) {
  const line = t.activeLine;
  if (!line) return null;
  return (
    <LineEditor
      key={line.uniqueId}
      line={line}
      quantityRef={t.refs.lineQuantityRef}
      priceRef={t.refs.linePriceRef}
      onQuantity={(id, q) => void t.changeLineQuantity(id, q)}
      onUnit={(id, uomId) => void t.changeLineUnit(id, uomId)}
      onPrice={(id, price) => t.store.updateLine(id, (l) => ({ ...l, orderedUnitPrice: price, priceSource: 'manual' }))}
      onLineDiscount={() => t.setDiscountScope('sales_order_item')}
      onSerials={() => void t.openSerials()}
      onRemove={t.removeLine}
      onDone={phone ? () => t.setLineSheetOpen(false) : t.focusSearch}
      phone={phone}
    />
  );
}
