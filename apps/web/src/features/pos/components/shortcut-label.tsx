import { createContext, useContext } from 'react';
import Box from '@mui/material/Box';

/** Whether buttons show their keyboard shortcuts: the phone layout leaves them out (a phone has no F-keys). */
export const ShortcutHints = createContext(true);

/**
 * A button's keyboard shortcut, shown on the button (e.g. "Pay F9"). The badge is drawn in the
 * button's own text colour at full strength, so it has the contrast the label has.
 */
export function ShortcutLabel({ label, shortcut }: { label: string; shortcut: string }) {
  if (!useContext(ShortcutHints)) return <>{label}</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      {label}
      <Box
        component="kbd"
        sx={{
          fontFamily: 'inherit',
          fontSize: '0.75rem',
          fontWeight: 600,
          lineHeight: 1.4,
          px: 0.5,
          borderRadius: 0.5,
          border: 1,
          borderColor: 'currentColor',
        }}
      >
        {shortcut}
      </Box>
    </Box>
  );
}
