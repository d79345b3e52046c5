import { useEffect, useEffectEvent, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { createFrameReader } from './barcode-detection';
import { cameraDevices } from './use-camera-available';

/** How often a frame is read: often enough to feel instant, seldom enough to spare a phone's battery. */
export const FRAME_INTERVAL_MS = 150;

function cameraError(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return "The camera may not be used here. Allow it in the browser's settings for this site.";
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'No camera was found.';
  if (name === 'NotReadableError') return 'The camera is in use by another app.';
  return 'The camera could not be started.';
}

type Props = {
  /** The first code read; the camera is already off when it is called. */
  onCode: (code: string) => void;
  onClose: () => void;
};

/**
 * Scanning with the phone's camera (the back one where there are two), open while it is mounted:
 * the video is shown and its frames read until a code is found; the camera is turned off when a
 * code is read or the dialog goes.
 */
export function CameraScanDialog({ onCode, onClose }: Props) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const deliver = useEffectEvent((code: string) => onCode(code));
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
      stream = null;
    };
    const start = async () => {
      const devices = cameraDevices();
      if (!devices) throw new DOMException('No camera API', 'NotFoundError');
      stream = await devices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      const video = videoRef.current;
      if (stopped || !video) return stop();
      video.srcObject = stream;
      // A muted video may play without a tap; were it refused, reading goes on with the frame shown.
      await Promise.resolve()
        .then(() => video.play())
        .catch(() => undefined);
      const reader = await createFrameReader();
      const readFrame = async () => {
        // A frame the camera has not filled yet cannot be read: the next one is tried.
        const code = await reader.read(video).catch(() => null);
        if (stopped) return;
        if (code) {
          stop();
          deliver(code);
        } else timer = setTimeout(() => void readFrame(), FRAME_INTERVAL_MS);
      };
      await readFrame();
    };
    start().catch((e: unknown) => {
      stop();
      setError(cameraError(e));
    });
    return stop;
  }, []);

  return (
    <Dialog open onClose={onClose} fullScreen aria-labelledby="camera-scan-title">
      <DialogTitle id="camera-scan-title">Scan with the Camera</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {error ? (
          <Alert severity="error">{error}</Alert>
        ) : (
          <Typography color="text.secondary">Hold the barcode inside the frame.</Typography>
        )}
        <Box sx={{ flex: 1, minHeight: 0, bgcolor: 'common.black', borderRadius: 1, overflow: 'hidden', display: 'flex' }}>
          <Box
            component="video"
            ref={videoRef}
            muted
            playsInline
            aria-label="Camera view"
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ pb: 'calc(8px + env(safe-area-inset-bottom))' }}>
        <Button variant="outlined" size="large" onClick={onClose} fullWidth>
          Cancel
        </Button>
      </DialogActions>
    </Dialog>
  );
}
