import { useId, useRef } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import { useMediaFiles } from '@/components/gallery/media-files';
import { PendingThumb } from '@/components/upload/pending-thumb';

export type PhotosFieldProps = {
  title: string;
  ownerType: string;
  collection: string;
  /** The saved record whose photos show; null for a new one. */
  ownerId: number | null;
  /** Photos chosen here, uploaded once the record is saved. */
  pending: File[];
  onPendingChange: (files: File[]) => void;
  hint?: string;
  /** The hidden inputs' names (defaults name the title). */
  cameraLabel?: string;
  filesLabel?: string;
};

/** Photos of a record (an expense's receipts, a job order, a comment): the kept ones, and new ones from a phone's camera or from files. */
export function PhotosField({
  title,
  ownerType,
  collection,
  ownerId,
  pending,
  onPendingChange,
  hint,
  cameraLabel = `Take a photo (${title})`,
  filesLabel = `Choose photos (${title})`,
}: PhotosFieldProps) {
  const titleId = useId();
  const camera = useRef<HTMLInputElement>(null);
  const files = useRef<HTMLInputElement>(null);
  const kept = useMediaFiles(ownerType, ownerId, collection).data ?? [];
  const take = (chosen: FileList | null) => {
    if (chosen && chosen.length > 0) onPendingChange([...pending, ...chosen]);
  };
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
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
        aria-label={cameraLabel}
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
        aria-label={filesLabel}
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
      {hint ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {hint}
        </Typography>
      ) : null}
    </Box>
  );
}
