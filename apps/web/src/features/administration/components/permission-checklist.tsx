import { Box, Checkbox, FormControlLabel, Paper, Stack, Typography } from '@mui/material';
import type { PermissionGroup } from '../types';

export type PermissionChecklistProps = {
  groups: PermissionGroup[];
  /** The permissions ticked. */
  value: readonly string[];
  onChange: (permissions: string[]) => void;
  /** Read-only: the Administrator, or a user who may not edit roles. */
  disabled?: boolean;
};

/** Ticks or unticks a whole group, keeping the other groups' permissions as they were. */
export function toggleGroup(value: readonly string[], group: PermissionGroup, on: boolean): string[] {
  const inGroup = new Set(group.permissions);
  const others = value.filter((p) => !inGroup.has(p));
  return on ? [...others, ...group.permissions] : others;
}

export function togglePermission(value: readonly string[], permission: string, on: boolean): string[] {
  const without = value.filter((p) => p !== permission);
  return on ? [...without, permission] : without;
}

/**
 * Every permission of the product, grouped by area (GET rbac/permissions): a checkbox per
 * permission and, on each group's heading, one that selects or clears the whole group.
 */
export function PermissionChecklist({ groups, value, onChange, disabled = false }: PermissionChecklistProps) {
  const chosen = new Set(value);
  return (
    <Stack spacing={1.5}>
      {groups.map((group) => {
        const count = group.permissions.filter((p) => chosen.has(p)).length;
        const all = count === group.permissions.length && count > 0;
        const headingId = `permission-group-${group.group.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
        return (
          <Paper key={group.group} variant="outlined" role="group" aria-labelledby={headingId} sx={{ px: 2, py: 1 }}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={all}
                    indeterminate={count > 0 && !all}
                    disabled={disabled}
                    onChange={(event) => onChange(toggleGroup(value, group, event.target.checked))}
                    slotProps={{ input: { 'aria-label': `Select all ${group.group}` } }}
                  />
                }
                label={
                  <Typography id={headingId} variant="subtitle2" component="span" sx={{ fontWeight: 600 }}>
                    {group.group}
                  </Typography>
                }
              />
              <Typography variant="caption" color="text.secondary">
                {count} of {group.permissions.length}
              </Typography>
            </Stack>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, pl: 3.5 }}>
              {group.permissions.map((permission) => (
                <FormControlLabel
                  key={permission}
                  sx={{ minWidth: 0, '& .MuiFormControlLabel-label': { fontSize: 14 } }}
                  control={
                    <Checkbox
                      size="small"
                      checked={chosen.has(permission)}
                      disabled={disabled}
                      onChange={(event) => onChange(togglePermission(value, permission, event.target.checked))}
                    />
                  }
                  label={permission}
                />
              ))}
            </Box>
          </Paper>
        );
      })}
    </Stack>
  );
}
