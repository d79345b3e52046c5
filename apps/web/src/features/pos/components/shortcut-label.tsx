import Box from '@mui/material/Box';

/** A button's keyboard shortcut, shown on the button (e.g. "Pay F9"). */
export function ShortcutLabel({ label, shortcut }: { label: string; shortcut: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      {label}
      <Box
        component="kbd"
        sx={{
          fontFamily: 'inherit',
          fontSize: '0.7rem',
          lineHeight: 1.4,
          px: 0.5,
          borderRadius: 0.5,
          border: 1,
          borderColor: 'currentColor',
          opacity: 0.8,
        }}
      >
        {shortcut}
      </Box>
    </Box>
  );
}
