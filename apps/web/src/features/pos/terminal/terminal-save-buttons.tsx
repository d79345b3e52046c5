import Button from '@mui/material/Button';
import { ShortcutLabel } from '../components/shortcut-label';
import type { Terminal } from './use-terminal';

function SaveButton({ t, kind, primary }: { t: Terminal; kind: 'order' | 'quotation'; primary: boolean }) {
  return (
    <Button
      variant={primary ? 'contained' : 'outlined'}
      size={primary ? 'large' : 'medium'}
      onClick={() => t.save.requestSave(kind)}
      sx={{ flex: primary ? 1.4 : 1 }}
    >
      {kind === 'order' ? (
        <ShortcutLabel label={t.activeSalesOrderId ? 'Update Sale' : 'Save Sale'} shortcut="F9" />
      ) : (
        <ShortcutLabel label={t.newQuotation ? 'Save Quotation' : 'Save as Quotation'} shortcut="F10" />
      )}
    </Button>
  );
}

/** Save Sale (F9) and, for who may quote, Save as Quotation (F10): the primary save (contained, on the right) is the quotation's in quotation mode, else the sale's. */
export function TerminalSaveButtons({ t }: { t: Terminal }) {
  return t.newQuotation ? (
    <>
      <SaveButton t={t} kind="order" primary={false} />
      <SaveButton t={t} kind="quotation" primary />
    </>
  ) : (
    <>
      {t.canQuote ? <SaveButton t={t} kind="quotation" primary={false} /> : null}
      <SaveButton t={t} kind="order" primary />
    </>
  );
}
