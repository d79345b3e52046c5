import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';

type Props = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons kept in view at the sheet's foot while its content scrolls. */
  actions?: ReactNode;
};

/** A panel that rises from the bottom of a phone's screen, announced as a dialog named by its title. */
export function BottomSheet({ open, title, onClose, children, actions }: Props) {
  const titleId = useId();
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { maxHeight: '92dvh', display: 'flex', flexDirection: 'column', borderTopLeftRadius: 12, borderTopRightRadius: 12 },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 2, pr: 0.5, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={titleId} variant="h6" component="h2" noWrap sx={{ flex: 1, minWidth: 0 }}>
          {title}
        </Typography>
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>{children}</Box>
      {actions ? (
        <Box sx={{ display: 'flex', gap: 1, p: 2, pb: 'calc(16px + env(safe-area-inset-bottom))', borderTop: 1, borderColor: 'divider' }}>
          {actions}
        </Box>
      ) : null}
    </Drawer>
  );
}
