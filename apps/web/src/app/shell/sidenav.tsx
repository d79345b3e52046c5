import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import RadioButtonChecked from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Search from '@mui/icons-material/Search';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import { Link as RouterLink } from 'react-router';
import { themeColorOf, useAppearance } from '@/lib/appearance-store';
import { useSession } from '@/lib/session-store';
import { VISUALLY_HIDDEN } from '@/lib/visually-hidden';
import { SIDENAV_COLORS } from '../theme';
import { useShell } from './shell-store';
import { SidenavItems } from './sidenav-items';
import { useCompanyProfile } from './use-company-profile';
import { useNavigationItems } from './use-navigation-items';
import { UserMenu, userInitials } from './user-menu';

export const SIDENAV_WIDTH = 260;
export const SIDENAV_COLLAPSED_WIDTH = 72;

type SidenavProps = {
  /** Icons only: the collapsed side sidenav while not hovered. */
  iconsOnly: boolean;
  /** Side mode can be collapsed and pinned; over mode cannot. */
  canCollapse: boolean;
};

/** The sidenav's content: logo and title, pin, search box, navigation, user block (spec 2.2). */
export function Sidenav({ iconsOnly, canCollapse }: SidenavProps) {
  const theme = useTheme();
  const colors = SIDENAV_COLORS[theme.palette.mode];
  const sidenav = useAppearance((s) => s.config.sidenav);
  const accent = useAppearance((s) => themeColorOf(s.config).primaryOnDark);
  const collapsed = useShell((s) => s.sidenavCollapsed);
  const setShell = useShell((s) => s.set);
  const items = useNavigationItems();
  const user = useSession((s) => s.user);
  const [userAnchor, setUserAnchor] = useState<HTMLElement | null>(null);
  const userName = user ? user.displayName || `${user.firstname} ${user.lastname}` : '';
  const shopName = useCompanyProfile().data?.company_name?.trim();

  return (
    <Box
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: colors.background,
        color: colors.text,
        overflow: 'hidden',
        // The rail is dark in both schemes: its accent and focus ring are the light tone of the theme colour.
        '--rail-accent': accent,
        '--rail-muted': colors.muted,
        '--focus-ring': accent,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2.5, minHeight: 64, flexShrink: 0 }}>
        <Box
          component={RouterLink}
          to="/"
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'common.white', textDecoration: 'none', minWidth: 0, flex: 1 }}
        >
          <Box component="img" src={sidenav.imageUrl} alt="" sx={{ width: 32, height: 32, flexShrink: 0 }} />
          {iconsOnly ? null : (
            <Typography variant="h6" component="span" noWrap sx={{ fontWeight: 700, letterSpacing: 1 }}>
              {sidenav.title}
            </Typography>
          )}
        </Box>
        {canCollapse && sidenav.showCollapsePin && !iconsOnly ? (
          <Tooltip title={collapsed ? 'Keep the menu open' : 'Collapse the menu'}>
            <IconButton
              size="small"
              aria-label={collapsed ? 'Keep the menu open' : 'Collapse the menu'}
              aria-pressed={!collapsed}
              onClick={() => setShell({ sidenavCollapsed: !collapsed })}
              sx={{ color: 'inherit' }}
            >
              {collapsed ? <RadioButtonUnchecked fontSize="small" /> : <RadioButtonChecked fontSize="small" />}
            </IconButton>
          </Tooltip>
        ) : null}
      </Box>

      {!iconsOnly ? (
        // Which shop this is, for an owner with more than one or a cashier on a shared PC.
        <Typography
          variant="subtitle2"
          component="p"
          noWrap
          title={shopName || undefined}
          data-testid="sidenav-shop-name"
          sx={{ px: 2.5, pb: 1, mt: -1, color: colors.text, fontWeight: 600, flexShrink: 0 }}
        >
          {/* The line keeps its height while the profile loads: the links below never move under a pointer. */}
          {shopName || '\u00a0'}
        </Typography>
      ) : null}

      {sidenav.search.visible ? (
        <Box sx={{ px: iconsOnly ? 1.5 : 2, pb: 1, flexShrink: 0 }}>
          <ButtonBase
            onClick={() => setShell({ searchOpen: true })}
            aria-label="Search"
            sx={{
              width: '100%',
              justifyContent: iconsOnly ? 'center' : 'flex-start',
              gap: 1.5,
              px: 1.5,
              py: 1,
              borderRadius: 1,
              bgcolor: 'rgba(255,255,255,0.06)',
              color: colors.muted,
              fontSize: 14,
              '&:hover': { bgcolor: 'rgba(255,255,255,0.1)' },
            }}
          >
            <Search fontSize="small" />
            {iconsOnly ? null : <span>Search...</span>}
          </ButtonBase>
        </Box>
      ) : null}

      <Box
        sx={{
          flex: 1,
          overflowY: 'auto',
          overflowX: 'hidden',
          scrollbarWidth: 'thin',
          scrollbarColor: 'rgba(255,255,255,0.2) transparent',
        }}
      >
        <SidenavItems items={items} iconsOnly={iconsOnly} />
      </Box>

      {sidenav.user.visible && user ? (
        <Box sx={{ borderTop: '1px solid rgba(255,255,255,0.08)', p: 1, flexShrink: 0 }}>
          <ButtonBase
            onClick={(e) => setUserAnchor(e.currentTarget)}
            // Named by its content: what it does (unseen), then the name it shows, so saying that name works too (WCAG 2.5.3).
            aria-haspopup="menu"
            sx={{
              width: '100%',
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              p: 1,
              borderRadius: 1,
              justifyContent: iconsOnly ? 'center' : 'flex-start',
              textAlign: 'start',
              '&:hover': { bgcolor: 'rgba(255,255,255,0.06)' },
            }}
          >
            <Box component="span" sx={VISUALLY_HIDDEN}>
              Open the profile menu
            </Box>
            <Avatar aria-hidden sx={{ width: 36, height: 36, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 14 }}>
              {userInitials(user)}
            </Avatar>
            {iconsOnly ? (
              <Box component="span" sx={VISUALLY_HIDDEN}>
                {userName}
              </Box>
            ) : (
              <>
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <Typography variant="body2" noWrap sx={{ color: 'common.white', fontWeight: 600 }}>
                    {userName}
                  </Typography>
                  <Typography variant="caption" noWrap component="div" sx={{ color: colors.muted }}>
                    {user.roleNames[0] ?? user.email}
                  </Typography>
                </Box>
                <UnfoldMore fontSize="small" sx={{ color: colors.muted }} />
              </>
            )}
          </ButtonBase>
          <UserMenu
            anchorEl={userAnchor}
            onClose={() => setUserAnchor(null)}
            anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
            transformOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          />
        </Box>
      ) : null}
    </Box>
  );
}
