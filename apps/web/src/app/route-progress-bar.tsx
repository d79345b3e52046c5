import { useEffect, useState } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { useNavigation } from 'react-router';

/** Spec 9: the bar shows only for loads longer than 80 ms, and hides 200 ms after they finish. */
export const PROGRESS_LATENCY_MS = 80;
export const PROGRESS_HIDE_DELAY_MS = 200;

/** The thin bar at the top of the page while a route (and its code) is loading. */
export function RouteProgressBar() {
  const busy = useNavigation().state !== 'idle';
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const timer = busy
      ? window.setTimeout(() => setVisible(true), PROGRESS_LATENCY_MS)
      : window.setTimeout(() => setVisible(false), PROGRESS_HIDE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);

  if (!visible) return null;
  return (
    <LinearProgress
      aria-label="Loading page"
      variant={busy ? 'indeterminate' : 'determinate'}
      value={100}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: (t) => t.zIndex.tooltip + 1 }}
    />
  );
}
