import { type ReactNode, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Link as RouterLink, useLocation } from 'react-router';
import { containsActiveLink, isLinkActive } from '../navigation/navigation-tree';
import type { NavigationDropdown, NavigationItem } from '../navigation/navigation-types';
import { useNavigationItems } from './use-navigation-items';

/** Subheadings have no place in a menu bar: their entries join the top level. */
function topLevel(items: readonly NavigationItem[]): Exclude<NavigationItem, { type: 'subheading' }>[] {
  return items.flatMap((item) => (item.type === 'subheading' ? topLevel(item.children) : [item]));
}

function menuEntries(items: readonly NavigationItem[], pathname: string, close: () => void, level = 0): ReactNode[] {
  return items.flatMap((item) => {
    if (item.type === 'link') {
      return [
        <MenuItem
          key={item.route}
          component={RouterLink}
          to={item.route}
          onClick={close}
          selected={isLinkActive(item.route, pathname)}
          sx={{ pl: 2 + level * 2, fontSize: 14 }}
        >
          {item.label}
        </MenuItem>,
      ];
    }
    return [
      <ListSubheader key={`heading-${level}-${item.label}`} sx={{ pl: 2 + level * 2, lineHeight: '36px', bgcolor: 'transparent' }}>
        {item.label}
      </ListSubheader>,
      ...menuEntries(item.children, pathname, close, level + 1),
    ];
  });
}

function DropdownButton({ item, pathname }: { item: NavigationDropdown; pathname: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const Icon = item.icon;
  const active = containsActiveLink(item.children, pathname);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color={active ? 'primary' : 'inherit'}
        startIcon={Icon ? <Icon fontSize="small" /> : undefined}
        endIcon={<ExpandMore fontSize="small" sx={{ ml: -0.5 }} />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        sx={{ textTransform: 'none', fontWeight: active ? 700 : 500, whiteSpace: 'nowrap', flexShrink: 0, px: 1.25 }}
      >
        {item.label}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close} slotProps={{ list: { 'aria-label': item.label, dense: true } }}>
        {menuEntries(item.children, pathname, close)}
      </Menu>
    </>
  );
}

/** The navigation bar of the horizontal layout on wide screens. */
export function HorizontalNavigation() {
  const items = topLevel(useNavigationItems());
  const { pathname } = useLocation();
  return (
    <Box
      component="nav"
      aria-label="Main navigation"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 0.25,
        rowGap: 0.5,
        px: 2,
        py: 0.75,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {items.map((item) => {
        if (item.type === 'dropdown') return <DropdownButton key={item.label} item={item} pathname={pathname} />;
        const Icon = item.icon;
        const active = isLinkActive(item.route, pathname);
        return (
          <Button
            key={item.route}
            component={RouterLink}
            to={item.route}
            color={active ? 'primary' : 'inherit'}
            startIcon={Icon ? <Icon fontSize="small" /> : undefined}
            sx={{ textTransform: 'none', fontWeight: active ? 700 : 500, whiteSpace: 'nowrap', flexShrink: 0, px: 1.25 }}
          >
            {item.label}
          </Button>
        );
      })}
    </Box>
  );
}
