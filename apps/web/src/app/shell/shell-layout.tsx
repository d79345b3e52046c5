import { useEffect, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ProfileDialog } from '@/features/auth/components/profile-dialog';
import { UpdatePasswordDialog } from '@/features/auth/components/update-password-dialog';
import { SetupChecklistCard } from '@/features/settings/components/setup-checklist-card';
import { useAppearance } from '@/lib/appearance-store';
import { DESKTOP_QUERY } from '@/lib/breakpoints';
import { useRouteHandle } from '@/lib/route-handle';
import { AFTER_LOGIN_URL, useSession } from '@/lib/session-store';
import { SIDENAV_COLORS } from '../theme';
import { ConfigPanel } from './config-panel';
import { Footer } from './footer';
import { HorizontalNavigation } from './horizontal-navigation';
import { QuickPanel } from './quick-panel';
import { SearchDialog } from './search-dialog';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useShell } from './shell-store';
import { SIDENAV_COLLAPSED_WIDTH, SIDENAV_WIDTH, Sidenav } from './sidenav';
import { Toolbar } from './toolbar';
import { useCompanyProfile, useDocumentTitle } from './use-company-profile';

/** How the sidenav shows (spec 4): open beside the content on a desktop vertical layout, else over it. */
export function sidenavMode(layout: 'vertical' | 'horizontal', desktop: boolean): 'side' | 'over' {
  return desktop && layout === 'vertical' ? 'side' : 'over';
}

/** The side-mode sidenav: fixed at the start edge; when collapsed, hovering opens it over the content. */
function SideSidenav({ collapsed }: { collapsed: boolean }) {
  const [hovered, setHovered] = useState(false);
  const expanded = !collapsed || hovered;
  const theme = useTheme();
  return (
    <Box
      component="aside"
      aria-label="Sidenav"
      onMouseEnter={() => collapsed && setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      sx={{
        position: 'fixed',
        top: 0,
        bottom: 0,
        left: 0,
        width: expanded ? SIDENAV_WIDTH : SIDENAV_COLLAPSED_WIDTH,
        zIndex: theme.zIndex.drawer,
        transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
        boxShadow: collapsed && hovered ? 8 : 0,
        bgcolor: SIDENAV_COLORS[theme.palette.mode].background,
      }}
    >
      <Sidenav iconsOnly={!expanded} canCollapse />
    </Box>
  );
}

/**
 * The shell of spec 2.3: side navigation, toolbar, content, optional footer, quick panel, and the
 * configuration panel with its floating button. Only for a signed-in user.
 */
export default function ShellLayout() {
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const config = useAppearance((s) => s.config);
  const desktop = useMediaQuery(DESKTOP_QUERY, { noSsr: true });
  const mode = sidenavMode(config.layout, desktop);
  const horizontal = config.layout === 'horizontal';
  const { sidenavOpen, sidenavCollapsed, profileDialogOpen, passwordDialogOpen, set: setShell } = useShell();
  const { pathname } = useLocation();
  const { footerVisible, scrollDisabled } = useRouteHandle();
  const { data: company } = useCompanyProfile();
  useDocumentTitle(company?.company_name);

  // Over mode: the sidenav closes after each navigation (spec 4), and when the mode changes.
  useEffect(() => {
    setShell({ sidenavOpen: false });
  }, [pathname, mode, setShell]);

  if (!isLoggedIn) return <Navigate to="/login" replace />;

  const offset = mode === 'side' ? (sidenavCollapsed ? SIDENAV_COLLAPSED_WIDTH : SIDENAV_WIDTH) : 0;
  const showFooter = config.footer.visible && footerVisible;

  return (
    <Box
      sx={{
        minHeight: '100vh',
        bgcolor: 'background.default',
        ...(scrollDisabled ? { height: '100vh', overflow: 'hidden' } : {}),
      }}
    >
      <SkipLink />
      {mode === 'side' ? (
        <SideSidenav collapsed={sidenavCollapsed} />
      ) : (
        <Drawer
          open={sidenavOpen}
          onClose={() => setShell({ sidenavOpen: false })}
          slotProps={{ paper: { 'aria-label': 'Menu', sx: { width: SIDENAV_WIDTH, border: 0 } } }}
        >
          <Sidenav iconsOnly={false} canCollapse={false} />
        </Drawer>
      )}

      <Box
        sx={(t) => ({
          marginLeft: `${offset}px`,
          transition: t.transitions.create('margin', { duration: t.transitions.duration.shorter }),
          minHeight: '100vh',
          display: 'flex',
          flexDirection: 'column',
          ...(scrollDisabled ? { height: '100vh' } : {}),
        })}
      >
        <AppBar
          position={config.toolbar.fixed ? 'sticky' : 'static'}
          color="inherit"
          elevation={0}
          sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
        >
          <Box sx={config.boxed ? { width: '100%', maxWidth: 1280, mx: 'auto' } : undefined}>
            <Toolbar
              showMenuButton={mode === 'over' && !(horizontal && desktop)}
              wideHorizontal={horizontal && desktop}
              horizontal={horizontal}
            />
            {horizontal && desktop ? <HorizontalNavigation /> : null}
          </Box>
        </AppBar>

        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          // Focusable by the skip link only; the page itself shows no ring around it.
          tabIndex={-1}
          sx={{
            outline: 'none',
            flex: 1,
            minWidth: 0,
            width: '100%',
            p: { xs: 2, md: 3 },
            ...(config.boxed ? { maxWidth: 1280, mx: 'auto' } : {}),
            ...(scrollDisabled ? { overflow: 'hidden', minHeight: 0 } : {}),
          }}
        >
          {/* Where a user lands after signing in: an administrator of a new shop finds its setup steps there. */}
          {pathname === AFTER_LOGIN_URL ? <SetupChecklistCard /> : null}
          <Outlet />
        </Box>

        {showFooter ? <Footer phone={company?.phone} fixed={config.footer.fixed} /> : null}
      </Box>

      <QuickPanel />
      <ConfigPanel />
      <SearchDialog />
      <ProfileDialog open={profileDialogOpen} onClose={() => setShell({ profileDialogOpen: false })} />
      <UpdatePasswordDialog open={passwordDialogOpen} onClose={() => setShell({ passwordDialogOpen: false })} />
    </Box>
  );
}
