import { formatInstant } from '@/lib/format';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { useState } from 'react';
import { useShell } from './shell-store';

// Spec 2.3: the quick panel holds static placeholder content.
const EVENTS = [
  { title: 'Supplier delivery', detail: 'In 30 minutes, Main Store receiving' },
  { title: 'Weekly stock count', detail: 'Today 3:00 PM, Warehouse' },
  { title: 'Staff meeting', detail: 'Tomorrow 8:00 AM, Back office' },
];
const TODOS = [
  'Reorder low-stock items',
  'Reconcile the cash drawer',
  'Call back the customer about a warranty claim',
  'Update the price table',
];
const SERVER_STATS = [
  { label: 'CPU Usage', value: 25, color: 'primary' as const },
  { label: 'RAM Usage', value: 55, color: 'warning' as const },
  { label: 'Disk Usage', value: 80, color: 'error' as const },
];

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="overline" component="h3" color="text.secondary" sx={{ px: 3, pt: 2, display: 'block', fontWeight: 600 }}>
      {children}
    </Typography>
  );
}

/** The right-hand quick panel (spec 2.3): today, events, to-do list and server statistics. */
export function QuickPanel() {
  const open = useShell((s) => s.quickPanelOpen);
  const setShell = useShell((s) => s.set);
  const [done, setDone] = useState<readonly string[]>([]);
  const today = new Date();

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={() => setShell({ quickPanelOpen: false })}
      slotProps={{ paper: { 'aria-label': 'Quick panel', sx: { width: 320 } } }}
    >
      <Box role="region" aria-label="Quick panel">
        <Box sx={{ px: 3, pt: 3, pb: 2, display: 'flex', alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1 }}>
            <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 600 }}>
              Today
            </Typography>
            <Typography variant="h4" component="p" sx={{ fontWeight: 300 }}>
              {formatInstant(today, 'EEEE')}
            </Typography>
            <Typography color="text.secondary">{formatInstant(today, 'd MMMM')}</Typography>
          </Box>
          <IconButton aria-label="Close the quick panel" onClick={() => setShell({ quickPanelOpen: false })}>
            <Close />
          </IconButton>
        </Box>
        <Divider />
        <Heading>Upcoming Events</Heading>
        {/* Items to read, not to press: list entries, not buttons that would do nothing. */}
        <List dense>
          {EVENTS.map((event) => (
            <ListItem key={event.title} sx={{ px: 3 }}>
              <ListItemText primary={event.title} secondary={event.detail} />
            </ListItem>
          ))}
        </List>
        <Divider />
        <Heading>Todo-List</Heading>
        <List dense>
          {TODOS.map((todo) => {
            const checked = done.includes(todo);
            return (
              // The checkbox is the control and the to-do its label, so a click anywhere on the line ticks it.
              <ListItem key={todo} sx={{ px: 2, py: 0 }}>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={checked}
                      size="small"
                      onChange={() => setDone((d) => (checked ? d.filter((t) => t !== todo) : [...d, todo]))}
                    />
                  }
                  label={todo}
                  slotProps={{ typography: { variant: 'body2', sx: { textDecoration: checked ? 'line-through' : 'none' } } }}
                  sx={{ mr: 0 }}
                />
              </ListItem>
            );
          })}
        </List>
        <Divider />
        <Heading>Server Statistics</Heading>
        <Box sx={{ px: 3, pt: 1, pb: 3, display: 'grid', gap: 2 }}>
          {SERVER_STATS.map((stat) => (
            <Box key={stat.label}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
                <Typography variant="body2">{stat.label}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {stat.value}%
                </Typography>
              </Box>
              <LinearProgress
                variant="determinate"
                value={stat.value}
                color={stat.color}
                aria-label={stat.label}
                sx={{ height: 6, borderRadius: 3 }}
              />
            </Box>
          ))}
        </Box>
      </Box>
    </Drawer>
  );
}
