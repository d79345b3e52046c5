import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import Close from '@mui/icons-material/Close';
import Search from '@mui/icons-material/Search';
import { useShell } from './shell-store';

/** Spec 9: the search dialog is at most 600px wide. */
export const SEARCH_DIALOG_MAX_WIDTH = 600;

// Spec 2.2: the search modal's content is placeholder content.
const PEOPLE = [
  { name: 'Maria Santos', role: 'Cashier' },
  { name: 'Jose Reyes', role: 'Store Manager' },
  { name: 'Ana Cruz', role: 'Inventory Clerk' },
];
const TASKS = ['Count the stock at the Main Store', 'Follow up the open purchase orders', 'Review yesterday’s sales report'];

/** The shell search box's dialog: Enter submits and closes; Escape, the close button or the backdrop closes and clears. */
export function SearchDialog({ onSearch }: { onSearch?: (term: string) => void }) {
  const open = useShell((s) => s.searchOpen);
  const setShell = useShell((s) => s.set);
  const [term, setTerm] = useState('');

  const dismiss = () => {
    setTerm('');
    setShell({ searchOpen: false });
  };
  const submit = () => {
    onSearch?.(term);
    setShell({ searchOpen: false });
  };

  return (
    <Dialog
      open={open}
      onClose={dismiss}
      fullWidth
      slotProps={{
        // The label goes on the element with role dialog (the paper), or the dialog has no name.
        paper: { 'aria-label': 'Search', sx: { maxWidth: SEARCH_DIALOG_MAX_WIDTH, alignSelf: 'flex-start', mt: { xs: 2, sm: 10 } } },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2.5, py: 1.5 }}>
        <Search color="action" />
        <InputBase
          autoFocus
          fullWidth
          placeholder="Search..."
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              submit();
            }
          }}
          inputProps={{ 'aria-label': 'Search', 'aria-describedby': 'search-hint' }}
          sx={{ fontSize: 20 }}
        />
        <IconButton aria-label="Close search" onClick={dismiss}>
          <Close />
        </IconButton>
      </Box>
      <Typography id="search-hint" variant="caption" color="text.secondary" sx={{ px: 2.5, pb: 1.5 }}>
        Hit enter to search
      </Typography>
      <Divider />
      <Box sx={{ maxHeight: 360, overflowY: 'auto', pb: 1 }}>
        <Typography variant="overline" color="text.secondary" sx={{ px: 2.5, pt: 1.5, display: 'block', fontWeight: 600 }}>
          People
        </Typography>
        <List dense disablePadding>
          {PEOPLE.map((person) => (
            <ListItemButton key={person.name} sx={{ px: 2.5 }}>
              <ListItemIcon>
                <Avatar sx={{ width: 30, height: 30, fontSize: 13, bgcolor: 'primary.main' }}>
                  {person.name
                    .split(' ')
                    .map((p) => p[0])
                    .join('')}
                </Avatar>
              </ListItemIcon>
              <ListItemText primary={person.name} secondary={person.role} />
            </ListItemButton>
          ))}
        </List>
        <Typography variant="overline" color="text.secondary" sx={{ px: 2.5, pt: 1.5, display: 'block', fontWeight: 600 }}>
          Tasks
        </Typography>
        <List dense disablePadding>
          {TASKS.map((task) => (
            <ListItemButton key={task} sx={{ px: 2.5 }}>
              <ListItemIcon>
                <AssignmentOutlined fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={task} />
            </ListItemButton>
          ))}
        </List>
      </Box>
    </Dialog>
  );
}
