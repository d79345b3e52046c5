import { useId, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { HELP_KEY, useKeyboardShortcuts } from '@/lib/keyboard-shortcuts';
import { SHORTCUT_GROUPS, type ShortcutGroup } from './shortcut-list';
import { VISUALLY_HIDDEN } from '@/lib/visually-hidden';

function Keys({ keys }: { keys: string }) {
  return (
    <Box
      component="kbd"
      sx={{
        fontFamily: 'inherit',
        fontSize: 13,
        fontWeight: 600,
        whiteSpace: 'nowrap',
        px: 0.75,
        py: 0.25,
        border: 1,
        borderColor: 'text.secondary',
        borderRadius: 0.5,
        color: 'text.primary',
      }}
    >
      {keys}
    </Box>
  );
}

function GroupTable({ group }: { group: ShortcutGroup }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {group.title}
      </Typography>
      <Table size="small" aria-labelledby={headingId}>
        <TableHead sx={VISUALLY_HIDDEN}>
          <TableRow>
            <TableCell component="th" scope="col">
              Keys
            </TableCell>
            <TableCell component="th" scope="col">
              What they do
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {group.shortcuts.map((shortcut) => (
            <TableRow key={shortcut.keys}>
              <TableCell component="th" scope="row" sx={{ width: 150 }}>
                <Keys keys={shortcut.keys} />
              </TableCell>
              <TableCell>{shortcut.does}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * The keyboard help (opened with ? outside a text field, or from the toolbar): every shortcut of
 * the app, the terminal's included, and the switch that turns the one-key ? off.
 */
export function KeyboardHelpDialog() {
  const open = useKeyboardShortcuts((s) => s.helpOpen);
  const helpKeyEnabled = useKeyboardShortcuts((s) => s.helpKeyEnabled);
  const set = useKeyboardShortcuts((s) => s.set);
  const titleId = useId();
  const close = () => set({ helpOpen: false });
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      // Keys pressed here are the dialog's: the terminal behind it must not act on F9 or Alt+N.
      onKeyDown={(event: KeyboardEvent) => event.key !== 'Escape' && event.stopPropagation()}
    >
      <DialogTitle id={titleId}>Keyboard shortcuts</DialogTitle>
      <DialogContent dividers>
        {SHORTCUT_GROUPS.map((group) => (
          <GroupTable key={group.title} group={group} />
        ))}
        <FormControlLabel
          control={<Switch checked={helpKeyEnabled} onChange={(event) => set({ helpKeyEnabled: event.target.checked })} />}
          label={`Open this list with the ${HELP_KEY} key`}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} variant="contained" autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
