import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { ImageGallery } from './image-gallery';
import { mediaKeys, setPrimaryMediaFile, useMediaFiles, withPrimary, type MediaFile } from './media-files';

export type ImageGalleryDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The heading: the product's name (spec 2.9). */
  title: string;
  /** The kind of record in the media calls, e.g. 'products'. */
  ownerType: string;
  ownerId: number;
  /** Only this collection's images; all of the record's otherwise. */
  collection?: string;
  canSetPrimary?: boolean;
  /** Called after the primary image changed (e.g. to refresh a list's image column). */
  onPrimaryChanged?: (file: MediaFile) => void;
};

/**
 * Spec 2.9: the image gallery dialog. It fetches the record's images with signed URLs; a failed
 * load is logged and shows as no images (spec 8). The star sets the primary image at once.
 */
export function ImageGalleryDialog({
  open,
  onClose,
  title,
  ownerType,
  ownerId,
  collection,
  canSetPrimary = false,
  onPrimaryChanged,
}: ImageGalleryDialogProps) {
  const queryClient = useQueryClient();
  const media = useMediaFiles(ownerType, ownerId, collection, open);
  const key = mediaKeys.files(ownerType, ownerId, collection);

  useEffect(() => {
    if (media.error) console.error('Could not load the images', media.error);
  }, [media.error]);

  const setPrimary = useMutation({
    mutationFn: (file: MediaFile) => setPrimaryMediaFile(file.id),
    onMutate: async (file) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<MediaFile[]>(key);
      if (before) queryClient.setQueryData<MediaFile[]>(key, withPrimary(before, file.id));
      return { before };
    },
    onError: (error, _file, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      notify.error(errorMessage(error));
    },
    onSuccess: (answer, file) => {
      notify.success(answer?.message || 'Primary image updated successfully.');
      onPrimaryChanged?.(file);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaKeys.owner(ownerType, ownerId) }),
  });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="image-gallery-title">
      <DialogTitle id="image-gallery-title" sx={{ pr: 7 }}>
        {title}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {open ? (
          <ImageGallery
            files={media.data ?? []}
            loading={media.isPending && !media.error}
            canSetPrimary={canSetPrimary}
            onSetPrimary={(file) => setPrimary.mutate(file)}
            pendingPrimaryId={setPrimary.isPending ? (setPrimary.variables?.id ?? null) : null}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
