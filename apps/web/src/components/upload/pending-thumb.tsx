import { useEffect, useState } from 'react';
import { Box, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';

/** A chosen image not uploaded yet: its thumbnail, and a button to leave it out. */
export function PendingThumb({ file, onRemove }: { file: File; onRemove: () => void }) {
  // Made in the effect, so a remount (StrictMode, React refresh) never shows a revoked URL.
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return (
    <Box sx={{ position: 'relative', aspectRatio: '1', borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
      {url ? (
        <Box component="img" src={url} alt={file.name} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
      ) : null}
      <IconButton
        size="small"
        aria-label={`Remove ${file.name}`}
        onClick={onRemove}
        sx={{ position: 'absolute', right: 2, top: 2, p: 0.25, bgcolor: 'rgba(255,255,255,0.85)', '&:hover': { bgcolor: '#fff' } }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
