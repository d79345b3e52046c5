import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CartLines } from '../components/cart-lines';
import { ShortcutHints } from '../components/shortcut-label';
import { phoneMenu, phoneSubtitle } from '../terminal/phone-menu';
import { TerminalCheckout } from '../terminal/terminal-checkout';
import { TerminalDialogs } from '../terminal/terminal-dialogs';
import { TerminalHeader } from '../terminal/terminal-header';
import { TerminalLineEditor } from '../terminal/terminal-line-editor';
import { CannotSellOfflineNotice, NotYourChannelNotice, NoSellPermissionNotice } from '../terminal/terminal-notices';
import { TerminalSaveButtons } from '../terminal/terminal-save-buttons';
import { TerminalQuantityField, TerminalSearch } from '../terminal/terminal-search';
import { useTerminal, type Terminal } from '../terminal/use-terminal';

const PhoneTerminalLayout = lazy(() => import('../components/phone-terminal-layout'));

/** The desktop terminal: the bar on top, the search and the cart on the left, checkout and the saves on the right. */
function DesktopTerminal({ t }: { t: Terminal }) {
  return (
    <Box component="main" sx={{ height: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <TerminalHeader t={t} />

      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', gap: 2, p: 2, flexDirection: { xs: 'column', md: 'row' } }}>
        <Paper sx={{ flex: 1, minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
          <Box sx={{ display: 'flex', gap: 1, p: 1.5, alignItems: 'flex-start' }}>
            <TerminalQuantityField t={t} />
            <TerminalSearch t={t} />
          </Box>
          <CartLines lines={t.lines} totals={t.totals} activeLineId={t.activeLineId} onSelect={t.selectLine} />
          <TerminalLineEditor t={t} phone={false} />
        </Paper>

        <Paper sx={{ width: { xs: '100%', md: 400 }, flexShrink: 0, display: 'flex', flexDirection: 'column', minHeight: 0 }}>
          <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            <TerminalCheckout t={t} />
          </Box>
          <Box sx={{ display: 'flex', gap: 1, p: 2, borderTop: 1, borderColor: 'divider' }}>
            <TerminalSaveButtons t={t} />
          </Box>
          <Typography variant="caption" color="text.secondary" sx={{ px: 2, pb: 1 }}>
            F1 search · F3 search by · Alt+↑/↓ select line · F8 payment · Alt+P add payment
          </Typography>
        </Paper>
      </Box>
    </Box>
  );
}

/** The phone terminal: the same parts, the bar folded into a menu, the line editor and checkout in sheets. */
function PhoneTerminal({ t }: { t: Terminal }) {
  const navigate = useNavigate();
  return (
    <ShortcutHints.Provider value={false}>
      <Suspense fallback={null}>
        <PhoneTerminalLayout
          title={t.channel?.name ?? 'Point of Sale'}
          subtitle={phoneSubtitle(t)}
          connection={t.channel ? t.offlineStatus : null}
          menu={phoneMenu(t, navigate)}
          search={<TerminalSearch t={t} />}
          lines={t.lines}
          activeLineId={t.activeLineId}
          onOpenLine={t.openLine}
          lineSheetOpen={t.lineSheetOpen}
          onCloseLine={() => t.setLineSheetOpen(false)}
          lineEditor={<TerminalLineEditor t={t} phone />}
          totals={t.totals}
          checkoutOpen={t.checkoutOpen}
          onCheckoutOpen={t.setCheckoutOpen}
          checkout={<TerminalCheckout t={t} />}
          saveActions={<TerminalSaveButtons t={t} />}
        />
      </Suspense>
    </ShortcutHints.Provider>
  );
}

/**
 * Spec 2.10: the point-of-sale terminal at /pos/{salesChannelId}/terminal[/{salesOrderId}] (a
 * quotation opens with ?quotation={id}, a job order's sale with ?serviceOrder={id}; ?mode=quotation
 * starts a new quotation). Its state and actions are useTerminal's, its keys useTerminalShortcuts'
 * (everything has one); this page lays the parts out for a desktop or a phone.
 */
export default function PosTerminalPage() {
  const t = useTerminal();

  if (t.permissionsKnown && !t.canSell) return <NoSellPermissionNotice />;

  // Offline on a device that had not stored what selling offline needs (a sale in progress stays on screen): say so, and what to do.
  const readiness = t.offlineStatus.readiness;
  const cannotSellOffline =
    !t.offlineStatus.online &&
    readiness !== null &&
    !t.channelsPending &&
    (t.channel ? !readiness.canSell && t.lines.length === 0 : t.channelsUnanswered);
  if (cannotSellOffline) return <CannotSellOfflineNotice status={t.offlineStatus} />;

  if (!t.channelsPending && !t.channel && !t.channelsUnanswered) return <NotYourChannelNotice channelParam={t.params.salesChannelId} />;

  return (
    <>
      {t.phone ? <PhoneTerminal t={t} /> : <DesktopTerminal t={t} />}
      <TerminalDialogs t={t} />
    </>
  );
}
