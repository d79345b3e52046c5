import { useState } from 'react';
import { Checkbox, IconButton, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';

export type ColumnVisibilityMenuProps = {
  columns: { field: string; header: string }[];
  /** field → visible; a missing field is visible. */
  visibility: Record<string, boolean>;
  onChange: (visibility: Record<string, boolean>) => void;
};

/** The column-visibility menu of the list table: one checkbox per column that may be hidden. */
export function ColumnVisibilityMenu({ columns, visibility, onChange }: ColumnVisibilityMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title="Columns">
        <IconButton aria-label="Columns" aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
          <ViewColumnIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {columns.map((column) => {
          const visible = visibility[column.field] !== false;
          return (
            <MenuItem
              key={column.field}
              dense
              role="menuitemcheckbox"
              aria-checked={visible}
              onClick={() => onChange({ ...visibility, [column.field]: !visible })}
            >
              <Checkbox edge="start" size="small" checked={visible} tabIndex={-1} disableRipple sx={{ py: 0 }} />
              <ListItemText>{column.header}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
