import { useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu, { type MenuProps } from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Logout from '@mui/icons-material/Logout';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import Timeline from '@mui/icons-material/Timeline';
import { Link as RouterLink } from 'react-router';
import type { SessionUser } from '@oim/shared/schemas/auth';
import { logout } from '@/features/auth/api/logout';
import { useSession } from '@/lib/session-store';
import { useShell } from './shell-store';

export function userInitials(user: Pick<SessionUser, 'firstname' | 'lastname' | 'displayName'>): string {
  const letters = `${user.firstname.charAt(0)}${user.lastname.charAt(0)}`.trim() || user.displayName.charAt(0);
  return letters.toUpperCase() || '?';
}

type UserMenuProps = Pick<MenuProps, 'anchorOrigin' | 'transformOrigin'> & {
  anchorEl: HTMLElement | null;
  onClose: () => void;
};

/** The profile menu (spec 2.3): My Profile, Change Password, the placeholder links, LOGOUT. */
export function UserMenu({ anchorEl, onClose, anchorOrigin, transformOrigin }: UserMenuProps) {
  const user = useSession((s) => s.user);
  const setShell = useShell((s) => s.set);
  const [leaving, setLeaving] = useState(false);

  const open = (dialog: 'profileDialogOpen' | 'passwordDialogOpen') => {
    onClose();
    setShell({ [dialog]: true });
  };

  return (
    <Menu
      anchorEl={anchorEl}
      open={anchorEl !== null}
      onClose={onClose}
      {...(anchorOrigin ? { anchorOrigin } : {})}
      {...(transformOrigin ? { transformOrigin } : {})}
      slotProps={{ paper: { sx: { minWidth: 240 } }, list: { 'aria-label': 'Profile menu' } }}
    >
      {user ? (
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography variant="subtitle2" component="p" noWrap>
            {user.displayName || `${user.firstname} ${user.lastname}`}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
        </Box>
      ) : null}
      {user ? <Divider /> : null}
      <MenuItem onClick={() => open('profileDialogOpen')}>
        <ListItemIcon>
          <PersonOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText>My Profile</ListItemText>
      </MenuItem>
      <MenuItem onClick={() => open('passwordDialogOpen')}>
        <ListItemIcon>
          <LockOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText>Change Password</ListItemText>
      </MenuItem>
      <Divider />
      <MenuItem component={RouterLink} to="/apps/social" onClick={onClose}>
        <ListItemIcon>
          <PeopleOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText>Social</ListItemText>
      </MenuItem>
      <MenuItem component={RouterLink} to="/apps/social/timeline" onClick={onClose}>
        <ListItemIcon>
          <Timeline fontSize="small" />
        </ListItemIcon>
        <ListItemText>Timeline</ListItemText>
      </MenuItem>
      <MenuItem component={RouterLink} to="/" onClick={onClose}>
        <ListItemIcon>
          <HomeOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText>Home</ListItemText>
      </MenuItem>
      <Divider />
      <MenuItem
        disabled={leaving}
        onClick={() => {
          setLeaving(true);
          void logout();
        }}
      >
        <ListItemIcon>{leaving ? <CircularProgress size={18} /> : <Logout fontSize="small" />}</ListItemIcon>
        <ListItemText slotProps={{ primary: { sx: { fontWeight: 600 } } }}>LOGOUT</ListItemText>
      </MenuItem>
    </Menu>
  );
}
