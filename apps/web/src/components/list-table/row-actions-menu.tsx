import { useState } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { RowAction } from './list-table-types';

/** 'print-return-order' → 'Print Return Order'. */
export function actionLabel(action: { name: string; label?: string }): string {
  return action.label ?? action.name.replace(/(^|-)(\w)/g, (_m, dash: string, c: string) => (dash ? ' ' : '') + c.toUpperCase());
}

/** The ⋮ menu of one row, listing the actions this user may take on it. */
export function RowActionsMenu<T>({ row, actions }: { row: T; actions: RowAction<T>[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (actions.length === 0) return null;
  return (
    <>
      <IconButton
        size="small"
        aria-label="Actions"
        aria-haspopup="menu"
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        onClick={(event) => event.stopPropagation()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {actions.map((action) => (
          <MenuItem
            key={action.name}
            onClick={() => {
              setAnchor(null);
              action.onClick(row);
            }}
          >
            {action.icon ? <ListItemIcon>{action.icon}</ListItemIcon> : null}
            <ListItemText>{actionLabel(action)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
