import { useState } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';

export type ColumnVisibilityMenuProps = {
  columns: { field: string; header: string }[];
  /** field → visible; a missing field is visible. */
  visibility: Record<string, boolean>;
  onChange: (visibility: Record<string, boolean>) => void;
};

/**
 * The column-visibility menu of the list table: one checkbox item per column that may be hidden.
 * The item itself is the checkbox (menuitemcheckbox, aria-checked); the box drawn in it is only a
 * picture, since a checkbox input inside would be a control nested in a control, without a name.
 */
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
              <ListItemIcon sx={{ color: visible ? 'primary.main' : 'action.active' }}>
                {visible ? <CheckBoxIcon fontSize="small" /> : <CheckBoxOutlineBlankIcon fontSize="small" />}
              </ListItemIcon>
              <ListItemText>{column.header}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
