import { useState, type KeyboardEvent } from 'react';
import { Box, ButtonBase, Chip, CircularProgress, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ImageNotSupportedOutlinedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { isPrimaryFile, type MediaFile } from './media-files';

/** What the gallery says while loading, with no images, and after a failed load (spec 2.9's wording). */
export const GALLERY_TEXT = {
  loading: 'Loading images...',
  empty: 'No images available for this product',
  failed: 'Failed to load image',
} as const;

/** Spec 2.9: badges mark images of a service order or a comment. */
const COLLECTION_BADGES: Record<string, string> = {
  service_order_images: 'Service Order',
  comment_images: 'Comment',
};

/** The index after moving by `step`, kept within the list (spec 4: previous/next clamp at the ends). */
export function clampIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, index + step));
}

export type ImageGalleryProps = {
  files: MediaFile[];
  loading?: boolean;
  /** Shows the stars as buttons; without it only the primary image's star shows. */
  canSetPrimary?: boolean;
  onSetPrimary?: (file: MediaFile) => void;
  /** The file whose primary change is being saved. */
  pendingPrimaryId?: number | null;
};

/**
 * Spec 2.9: a large image with previous/next, and a grid of thumbnails with a star on each to make
 * it the primary image. It opens on the primary image.
 */
export function ImageGallery({ files, loading = false, canSetPrimary = false, onSetPrimary, pendingPrimaryId = null }: ImageGalleryProps) {
  // Until the user picks one, the primary image (else the first) is shown, also once the files arrive.
  const [pickedId, setPickedId] = useState<number | null>(null);
  const [failedIds, setFailedIds] = useState<ReadonlySet<number>>(() => new Set());

  if (loading) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', py: 8 }} role="status">
        <CircularProgress size={32} />
        <Typography color="text.secondary">{GALLERY_TEXT.loading}</Typography>
      </Stack>
    );
  }
  if (files.length === 0) {
    return (
      <Stack spacing={1} sx={{ alignItems: 'center', justifyContent: 'center', py: 8 }} role="status">
        <ImageNotSupportedOutlinedIcon color="disabled" sx={{ fontSize: 48 }} />
        <Typography color="text.secondary">{GALLERY_TEXT.empty}</Typography>
      </Stack>
    );
  }

  const picked = files.find((f) => f.id === pickedId);
  const current = picked ?? files.find(isPrimaryFile) ?? files[0]!;
  const index = files.indexOf(current);
  const go = (step: number) => setPickedId(files[clampIndex(index, step, files.length)]!.id);
  const failed = failedIds.has(current.id);
  const badge = COLLECTION_BADGES[current.collectionName];

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    }
  };

  return (
    <Box onKeyDown={onKeyDown}>
      <Box
        sx={{
          position: 'relative',
          height: { xs: 260, sm: 420 },
          bgcolor: 'action.hover',
          borderRadius: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
        }}
      >
        {failed ? (
          <Stack spacing={1} sx={{ alignItems: 'center' }} role="alert">
            <BrokenImageOutlinedIcon color="disabled" sx={{ fontSize: 48 }} />
            <Typography color="text.secondary">{GALLERY_TEXT.failed}</Typography>
          </Stack>
        ) : (
          <Box
            component="img"
            key={current.id}
            src={current.urls.large}
            alt={current.fileName}
            onError={() => setFailedIds((all) => new Set(all).add(current.id))}
            sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', display: 'block' }}
          />
        )}
        <IconButton
          aria-label="Previous image"
          onClick={() => go(-1)}
          disabled={index <= 0}
          sx={{
            position: 'absolute',
            left: 8,
            top: '50%',
            transform: 'translateY(-50%)',
            bgcolor: 'background.paper',
            boxShadow: 1,
            '&:hover': { bgcolor: 'background.paper' },
          }}
        >
          <ChevronLeftIcon />
        </IconButton>
        <IconButton
          aria-label="Next image"
          onClick={() => go(1)}
          disabled={index >= files.length - 1}
          sx={{
            position: 'absolute',
            right: 8,
            top: '50%',
            transform: 'translateY(-50%)',
            bgcolor: 'background.paper',
            boxShadow: 1,
            '&:hover': { bgcolor: 'background.paper' },
          }}
        >
          <ChevronRightIcon />
        </IconButton>
        {badge ? <Chip label={badge} size="small" color="secondary" sx={{ position: 'absolute', left: 12, top: 12 }} /> : null}
        {isPrimaryFile(current) ? (
          <Chip icon={<StarIcon />} label="Primary" size="small" color="warning" sx={{ position: 'absolute', right: 12, top: 12 }} />
        ) : null}
      </Box>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 1, mb: 2 }}>
        <Typography variant="body2" noWrap title={current.fileName} sx={{ minWidth: 0 }}>
          {current.fileName}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }} aria-live="polite">
          {index + 1} of {files.length}
        </Typography>
      </Stack>
      <Box
        role="list"
        aria-label="Thumbnails"
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))' }}
      >
        {files.map((file) => {
          const primary = isPrimaryFile(file);
          const selected = file.id === current.id;
          const fileBadge = COLLECTION_BADGES[file.collectionName];
          return (
            <Box key={file.id} role="listitem" sx={{ position: 'relative' }}>
              <ButtonBase
                onClick={() => setPickedId(file.id)}
                aria-label={`Show ${file.fileName}`}
                aria-pressed={selected}
                sx={{
                  width: '100%',
                  aspectRatio: '1',
                  borderRadius: 1,
                  overflow: 'hidden',
                  border: 2,
                  borderColor: selected ? 'primary.main' : 'divider',
                  bgcolor: 'action.hover',
                }}
              >
                {failedIds.has(file.id) ? (
                  <BrokenImageOutlinedIcon color="disabled" />
                ) : (
                  <Box
                    component="img"
                    src={file.urls.thumb}
                    alt=""
                    onError={() => setFailedIds((all) => new Set(all).add(file.id))}
                    sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                  />
                )}
              </ButtonBase>
              {fileBadge ? (
                <Chip
                  label={fileBadge}
                  size="small"
                  color="secondary"
                  sx={{ position: 'absolute', left: 4, bottom: 4, height: 18, fontSize: 10 }}
                />
              ) : null}
              {canSetPrimary ? (
                <Tooltip title={primary ? 'Primary image' : 'Set as primary image'}>
                  <span style={{ position: 'absolute', right: 2, top: 2 }}>
                    <IconButton
                      size="small"
                      aria-label={primary ? `${file.fileName} is the primary image` : `Set ${file.fileName} as primary image`}
                      aria-pressed={primary}
                      disabled={pendingPrimaryId !== null}
                      onClick={() => {
                        if (!primary) onSetPrimary?.(file);
                      }}
                      sx={{ bgcolor: 'rgba(255,255,255,0.85)', '&:hover': { bgcolor: 'rgba(255,255,255,0.95)' }, p: 0.25 }}
                    >
                      {pendingPrimaryId === file.id ? (
                        <CircularProgress size={16} />
                      ) : primary ? (
                        <StarIcon fontSize="small" sx={{ color: 'warning.main' }} />
                      ) : (
                        <StarBorderIcon fontSize="small" />
                      )}
                    </IconButton>
                  </span>
                </Tooltip>
              ) : primary ? (
                <StarIcon
                  fontSize="small"
                  aria-label={`${file.fileName} is the primary image`}
                  sx={{ position: 'absolute', right: 4, top: 4, color: 'warning.main', filter: 'drop-shadow(0 0 2px #fff)' }}
                />
              ) : null}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
