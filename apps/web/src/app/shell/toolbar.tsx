import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import MuiToolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import KeyboardOutlined from '@mui/icons-material/KeyboardOutlined';
import Search from '@mui/icons-material/Search';
import { Link as RouterLink } from 'react-router';
import { useAppearance } from '@/lib/appearance-store';
import { HELP_KEY, useKeyboardShortcuts } from '@/lib/keyboard-shortcuts';
import { useSession } from '@/lib/session-store';
import { VISUALLY_HIDDEN } from '@/lib/visually-hidden';
import { ConfigPanelToggle } from './config-panel';
import { NewSalesOrderButton } from './new-sales-order-button';
import { useShell } from './shell-store';
import { UserMenu, userInitials } from './user-menu';

type ToolbarProps = {
  /** The sidenav is in over mode, so the toolbar offers the button that opens it. */
  showMenuButton: boolean;
  /** Wide horizontal layout: logo in the toolbar and the NEW SALES ORDER button (spec 2.3). */
  wideHorizontal: boolean;
  horizontal: boolean;
};

export const TOOLBAR_HEIGHT = 64;

export function Toolbar({ showMenuButton, wideHorizontal, horizontal }: ToolbarProps) {
  const setShell = useShell((s) => s.set);
  const setShortcuts = useKeyboardShortcuts((s) => s.set);
  const sidenav = useAppearance((s) => s.config.sidenav);
  const configPanelVisible = useAppearance((s) => s.config.configPanel.visible);
  const user = useSession((s) => s.user);
  const [userAnchor, setUserAnchor] = useState<HTMLElement | null>(null);

  return (
    <MuiToolbar
      sx={{
        minHeight: { xs: TOOLBAR_HEIGHT },
        gap: 1,
        px: { xs: 1.5, sm: 3 },
        // A finger's width (44 px) for each button on a phone.
        '& .MuiButtonBase-root': { minWidth: { xs: 44 }, minHeight: { xs: 44 } },
      }}
    >
      {showMenuButton ? (
        <IconButton edge="start" aria-label="Open the menu" onClick={() => setShell({ sidenavOpen: true })}>
          <MenuIcon />
        </IconButton>
      ) : null}
      {horizontal ? (
        <Box
          component={RouterLink}
          to="/"
          sx={{ display: 'flex', alignItems: 'center', gap: 1.25, color: 'text.primary', textDecoration: 'none', mr: 2 }}
        >
          <Box component="img" src={sidenav.imageUrl} alt="" sx={{ width: 32, height: 32 }} />
          <Typography variant="h6" component="span" sx={{ fontWeight: 700, letterSpacing: 1, display: { xs: 'none', sm: 'block' } }}>
            {sidenav.title}
          </Typography>
        </Box>
      ) : null}

      <Box sx={{ flex: 1 }} />

      {wideHorizontal ? <NewSalesOrderButton /> : null}

      <Tooltip title="Search">
        <IconButton aria-label="Search" onClick={() => setShell({ searchOpen: true })}>
          <Search />
        </IconButton>
      </Tooltip>
      <Tooltip title={`Keyboard shortcuts (${HELP_KEY})`}>
        <IconButton aria-label="Keyboard shortcuts" aria-keyshortcuts={HELP_KEY} onClick={() => setShortcuts({ helpOpen: true })}>
          <KeyboardOutlined />
        </IconButton>
      </Tooltip>
      <Tooltip title="Quick panel">
        <IconButton aria-label="Open the quick panel" onClick={() => setShell({ quickPanelOpen: true })}>
          <MenuOpen />
        </IconButton>
      </Tooltip>
      {configPanelVisible ? <ConfigPanelToggle /> : null}

      {user ? (
        <>
          <ButtonBase
            onClick={(e) => setUserAnchor(e.currentTarget)}
            // Named by its content: what it does (unseen), then the name it shows, so saying that name works too (WCAG 2.5.3).
            aria-haspopup="menu"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, borderRadius: 1, px: 1, py: 0.5, '&:hover': { bgcolor: 'action.hover' } }}
          >
            <Box component="span" sx={VISUALLY_HIDDEN}>
              Open the user menu
            </Box>
            <Typography variant="body2" sx={{ fontWeight: 600, display: { xs: 'none', sm: 'block' } }} noWrap>
              {user.displayName || user.firstname}
            </Typography>
            <Avatar aria-hidden sx={{ width: 34, height: 34, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 14 }}>
              {userInitials(user)}
            </Avatar>
          </ButtonBase>
          <UserMenu
            anchorEl={userAnchor}
            onClose={() => setUserAnchor(null)}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          />
        </>
      ) : null}
    </MuiToolbar>
  );
}
