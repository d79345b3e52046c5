import { useRef } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import { useMediaFiles } from '@/components/gallery/media-files';
import { PendingThumb } from '@/components/upload/pending-thumb';
import { EXPENSE_MEDIA_OWNER, EXPENSE_RECEIPTS_COLLECTION } from '../types';

export type ReceiptPhotosFieldProps = {
  /** The saved expense whose photos show; null for a new one. */
  expenseId: number | null;
  /** Photos chosen here, uploaded once the expense is saved. */
  pending: File[];
  onPendingChange: (files: File[]) => void;
};

/**
 * Receipt photos of an expense: the ones already kept, and new ones from a phone's camera or from
 * files, uploaded when the expense is saved.
 */
export function ReceiptPhotosField({ expenseId, pending, onPendingChange }: ReceiptPhotosFieldProps) {
  const camera = useRef<HTMLInputElement>(null);
  const files = useRef<HTMLInputElement>(null);
  const kept = useMediaFiles(EXPENSE_MEDIA_OWNER, expenseId, EXPENSE_RECEIPTS_COLLECTION).data ?? [];
  const take = (chosen: FileList | null) => {
    if (chosen && chosen.length > 0) onPendingChange([...pending, ...chosen]);
  };
  return (
    <Box component="section" aria-labelledby="receipt-photos-title">
      <Typography id="receipt-photos-title" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Receipt Photos
      </Typography>
      {kept.length + pending.length > 0 ? (
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))', mb: 1 }}>
          {kept.map((file) => (
            <Box
              key={file.id}
              component="img"
              src={file.urls.thumb}
              alt={file.fileName}
              sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
            />
          ))}
          {pending.map((file, index) => (
            <PendingThumb
              key={`${file.name}-${index}`}
              file={file}
              onRemove={() => onPendingChange(pending.filter((_, i) => i !== index))}
            />
          ))}
        </Box>
      ) : null}
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        aria-label="Take a receipt photo"
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
      <input
        ref={files}
        type="file"
        accept="image/*"
        multiple
        hidden
        aria-label="Choose receipt photos"
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" size="small" startIcon={<PhotoCameraOutlinedIcon />} onClick={() => camera.current?.click()}>
          Take Photo
        </Button>
        <Button variant="outlined" size="small" startIcon={<AddPhotoAlternateOutlinedIcon />} onClick={() => files.current?.click()}>
          Choose Files
        </Button>
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        They upload when the expense is saved. Images only, up to 10 MB each.
      </Typography>
    </Box>
  );
}
