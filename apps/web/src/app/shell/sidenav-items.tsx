import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { NavLink, useLocation } from 'react-router';
import { activeDropdownKeys, containsActiveLink, isLinkActive, itemKey, toggleDropdown } from '../navigation/navigation-tree';
import type { NavigationDropdown, NavigationItem, NavigationLink } from '../navigation/navigation-types';

type Tree = {
  open: readonly string[];
  toggle: (key: string, ancestors: readonly string[]) => void;
  /** Icons only (a collapsed sidenav): labels and children are hidden. */
  iconsOnly: boolean;
  pathname: string;
};

const ITEM_HEIGHT = 44;
/** The active entry's colour on the dark rail, set by the sidenav from the theme colour. */
const RAIL_ACCENT = 'var(--rail-accent)';

function indent(level: number) {
  return 2.5 + level * 2;
}

/** The box of a menu entry, link or group, at its depth. */
function entrySx(level: number, tree: Tree) {
  return {
    minHeight: ITEM_HEIGHT,
    pl: tree.iconsOnly ? 2.5 : indent(level),
    borderRadius: 1,
    mx: 1,
    mb: 0.25,
    '&:hover': { bgcolor: 'rgba(255,255,255,0.05)' },
  };
}

function LinkItem({ item, level, tree }: { item: NavigationLink; level: number; tree: Tree }) {
  const Icon = item.icon;
  const active = isLinkActive(item.route, tree.pathname);
  return (
    <li>
      <ListItemButton
        component={NavLink}
        to={item.route}
        selected={active}
        aria-label={tree.iconsOnly ? item.label : undefined}
        sx={{
          ...entrySx(level, tree),
          color: 'inherit',
          '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'rgba(255,255,255,0.08)', color: RAIL_ACCENT },
        }}
      >
        {Icon ? (
          <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>
            <Icon fontSize="small" />
          </ListItemIcon>
        ) : level > 0 && !tree.iconsOnly ? (
          <Box
            aria-hidden
            sx={{
              width: 6,
              height: 6,
              borderRadius: '50%',
              bgcolor: active ? RAIL_ACCENT : 'currentColor',
              opacity: active ? 1 : 0.45,
              mr: 2,
            }}
          />
        ) : null}
        {tree.iconsOnly ? null : (
          <ListItemText
            primary={item.label}
            slotProps={{ primary: { noWrap: true, sx: { fontSize: 14, fontWeight: active ? 600 : 500 } } }}
          />
        )}
      </ListItemButton>
    </li>
  );
}

function DropdownItem({
  item,
  level,
  tree,
  parentKey,
  ancestors,
}: {
  item: NavigationDropdown;
  level: number;
  tree: Tree;
  parentKey: string;
  ancestors: readonly string[];
}) {
  const key = itemKey(parentKey, item.label);
  const open = tree.open.includes(key) && !tree.iconsOnly;
  const Icon = item.icon;
  const holdsActive = containsActiveLink(item.children, tree.pathname);
  const id = `nav-group-${key.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
  return (
    <li>
      <ListItemButton
        onClick={() => tree.toggle(key, ancestors)}
        aria-expanded={open}
        aria-controls={id}
        aria-label={tree.iconsOnly ? item.label : undefined}
        sx={{ ...entrySx(level, tree), color: holdsActive ? 'common.white' : 'inherit' }}
      >
        {Icon ? (
          <ListItemIcon sx={{ minWidth: 40, color: holdsActive ? RAIL_ACCENT : 'inherit' }}>
            <Icon fontSize="small" />
          </ListItemIcon>
        ) : null}
        {tree.iconsOnly ? null : (
          <>
            <ListItemText primary={item.label} slotProps={{ primary: { noWrap: true, sx: { fontSize: 14, fontWeight: 500 } } }} />
            <ExpandMore
              fontSize="small"
              sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none', opacity: 0.7 }}
            />
          </>
        )}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List disablePadding id={id}>
          <Items items={item.children} level={level + 1} tree={tree} parentKey={key} ancestors={[...ancestors, key]} />
        </List>
      </Collapse>
    </li>
  );
}

function Items({
  items,
  level,
  tree,
  parentKey,
  ancestors,
}: {
  items: readonly NavigationItem[];
  level: number;
  tree: Tree;
  parentKey: string;
  ancestors: readonly string[];
}) {
  return (
    <>
      {items.map((item) => {
        if (item.type === 'link') return <LinkItem key={item.route} item={item} level={level} tree={tree} />;
        if (item.type === 'dropdown') {
          return <DropdownItem key={item.label} item={item} level={level} tree={tree} parentKey={parentKey} ancestors={ancestors} />;
        }
        return (
          <li key={`subheading-${item.label}`}>
            <Box role="group" aria-label={item.label}>
              {tree.iconsOnly ? (
                <Box sx={{ mx: 2.5, my: 1.5, borderTop: '1px solid rgba(255,255,255,0.12)' }} />
              ) : (
                <Typography
                  variant="overline"
                  component="div"
                  sx={{ px: 3, pt: 2, pb: 0.5, display: 'block', color: 'var(--rail-muted)', fontWeight: 600, lineHeight: 2 }}
                >
                  {item.label}
                </Typography>
              )}
              <List disablePadding>
                <Items items={item.children} level={level} tree={tree} parentKey={parentKey} ancestors={ancestors} />
              </List>
            </Box>
          </li>
        );
      })}
    </>
  );
}

/**
 * The vertical navigation tree (spec 2.2): links, dropdowns nested to any depth, subheadings. The
 * group holding the current page opens by itself; opening a group closes its siblings.
 */
export function SidenavItems({ items, iconsOnly }: { items: readonly NavigationItem[]; iconsOnly: boolean }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState<readonly string[]>(() => activeDropdownKeys(items, pathname));
  const navRef = useRef<HTMLElement>(null);
  const scrolledToCurrent = useRef(false);

  // A long menu starts scrolled to the current page's entry (once the entries have loaded). Not by
  // scrollIntoView: Chromium would also start the Tab order there, past the skip link.
  useEffect(() => {
    if (scrolledToCurrent.current) return;
    const current = navRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const menu = navRef.current?.parentElement;
    if (!current || !menu) return;
    scrolledToCurrent.current = true;
    const below = current.getBoundingClientRect().bottom - menu.getBoundingClientRect().bottom;
    if (below > 0) menu.scrollTop += below;
  }, [open]);

  useEffect(() => {
    setOpen(activeDropdownKeys(items, pathname));
  }, [items, pathname]);

  const tree: Tree = {
    open,
    iconsOnly,
    pathname,
    toggle: (key, ancestors) => setOpen((current) => toggleDropdown(current, key, ancestors)),
  };

  return (
    <Box component="nav" ref={navRef} aria-label="Main navigation" sx={{ py: 1 }}>
      <List disablePadding>
        <Items items={items} level={0} tree={tree} parentKey="" ancestors={[]} />
      </List>
    </Box>
  );
}
