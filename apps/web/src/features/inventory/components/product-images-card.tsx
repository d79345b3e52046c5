import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Box, Button, Card, CardContent, CardHeader, CircularProgress, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import StarIcon from '@mui/icons-material/Star';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { ImageGalleryDialog } from '@/components/gallery/image-gallery-dialog';
import { deleteMediaFile, isPrimaryFile, mediaKeys, useMediaFiles, type MediaFile } from '@/components/gallery/media-files';
import { PendingThumb } from '@/components/upload/pending-thumb';
import { UploadProgressList } from '@/components/upload/upload-progress-list';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { resourceKeys } from '@/lib/use-list';
import { PRODUCTS_RESOURCE } from '../types';
import type { ProductImageUploads } from './use-product-image-uploads';

export type ProductImagesCardProps = {
  /** The saved product; null while it is being created (the chosen files wait for it). */
  productId: number | null;
  productName: string;
  /** Files chosen before the product exists. */
  pending: File[];
  onPendingChange: (files: File[]) => void;
  uploads: ProductImageUploads;
};

/**
 * The product's images: thumbnails (the primary one starred), upload with the progress list,
 * delete, and the gallery dialog (spec 2.9) to look through them and choose the primary one.
 */
export function ProductImagesCard({ productId, productName, pending, onPendingChange, uploads }: ProductImagesCardProps) {
  const queryClient = useQueryClient();
  const canEdit = useCan(['Edit Products', 'Create Products']);
  const media = useMediaFiles('products', productId, 'product_images');
  const files = media.data ?? [];
  const [galleryOpen, setGalleryOpen] = useState(false);
  const [deleting, setDeleting] = useState<MediaFile | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (media.error) console.error('Could not load the product images', media.error);
  }, [media.error]);

  const refreshLists = () => queryClient.invalidateQueries({ queryKey: resourceKeys.lists(PRODUCTS_RESOURCE) });
  const remove = useMutation({
    mutationFn: (file: MediaFile) => deleteMediaFile(file.id),
    onSuccess: (answer) => notify.success(answer?.message || 'Deleted successfully.'),
    onError: (error) => notify.error(errorMessage(error)),
    onSettled: async () => {
      setDeleting(null);
      await Promise.all([queryClient.invalidateQueries({ queryKey: mediaKeys.owner('products', productId ?? 0) }), refreshLists()]);
    },
  });

  const take = (chosen: File[]) => {
    if (chosen.length === 0) return;
    if (productId === null) onPendingChange([...pending, ...chosen]);
    else void uploads.upload(productId, chosen);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (canEdit) take([...event.dataTransfer.files]);
  };

  return (
    <Card
      variant="outlined"
      onDragOver={(event) => {
        if (!canEdit) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      sx={{ outline: dragging ? 2 : 0, outlineColor: 'primary.main', outlineStyle: 'dashed' }}
    >
      <CardHeader
        title="Images"
        slotProps={{ title: { variant: 'subtitle1', component: 'h2', sx: { fontWeight: 600 } } }}
        action={
          productId !== null && files.length > 0 ? (
            <Button size="small" startIcon={<PhotoLibraryOutlinedIcon />} onClick={() => setGalleryOpen(true)}>
              Gallery
            </Button>
          ) : undefined
        }
        sx={{ pb: 0 }}
      />
      <CardContent>
        {productId === null ? (
          pending.length > 0 ? (
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(3, 1fr)', mb: 1 }} aria-label="Images to upload">
              {pending.map((file, index) => (
                <PendingThumb
                  key={`${file.name}-${index}`}
                  file={file}
                  onRemove={() => onPendingChange(pending.filter((_, i) => i !== index))}
                />
              ))}
            </Box>
          ) : null
        ) : media.isLoading ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 2 }}>
            <CircularProgress size={18} />
            <Typography variant="body2" color="text.secondary">
              Loading images...
            </Typography>
          </Stack>
        ) : files.length > 0 ? (
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(3, 1fr)', mb: 1 }} role="list" aria-label="Product images">
            {files.map((file) => (
              <Box
                key={file.id}
                role="listitem"
                sx={{ position: 'relative', aspectRatio: '1', borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}
              >
                <Box
                  component="button"
                  type="button"
                  onClick={() => setGalleryOpen(true)}
                  aria-label={`Open ${file.fileName} in the gallery`}
                  sx={{ p: 0, border: 0, width: '100%', height: '100%', cursor: 'zoom-in', bgcolor: 'action.hover' }}
                >
                  <Box
                    component="img"
                    src={file.urls.thumb}
                    alt={file.fileName}
                    sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                  />
                </Box>
                {isPrimaryFile(file) ? (
                  <Tooltip title="Primary image">
                    <StarIcon
                      fontSize="small"
                      aria-label="Primary image"
                      sx={{ position: 'absolute', left: 4, top: 4, color: 'warning.main', filter: 'drop-shadow(0 0 2px #fff)' }}
                    />
                  </Tooltip>
                ) : null}
                {canEdit ? (
                  <IconButton
                    size="small"
                    aria-label={`Delete ${file.fileName}`}
                    onClick={() => setDeleting(file)}
                    sx={{
                      position: 'absolute',
                      right: 2,
                      top: 2,
                      p: 0.25,
                      bgcolor: 'rgba(255,255,255,0.85)',
                      '&:hover': { bgcolor: '#fff' },
                    }}
                  >
                    <DeleteOutlinedIcon fontSize="small" />
                  </IconButton>
                ) : null}
              </Box>
            ))}
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            No images available for this product
          </Typography>
        )}
        {canEdit ? (
          <>
            <input
              ref={input}
              type="file"
              accept="image/*"
              multiple
              hidden
              aria-label="Choose images"
              onChange={(event) => {
                take([...(event.target.files ?? [])]);
                event.target.value = '';
              }}
            />
            <Button variant="outlined" fullWidth startIcon={<AddPhotoAlternateOutlinedIcon />} onClick={() => input.current?.click()}>
              {productId === null ? 'Add Images' : 'Upload Images'}
            </Button>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              {productId === null
                ? 'They upload when the product is created. Images only, up to 10 MB each.'
                : 'Or drop them here. Images only, up to 10 MB each; the first becomes the primary image.'}
            </Typography>
          </>
        ) : null}
        <UploadProgressList items={uploads.items} onRemove={uploads.remove} />
      </CardContent>
      {productId !== null ? (
        <ImageGalleryDialog
          open={galleryOpen}
          onClose={() => setGalleryOpen(false)}
          title={productName}
          ownerType="products"
          ownerId={productId}
          collection="product_images"
          canSetPrimary={canEdit}
          onPrimaryChanged={() => void refreshLists()}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Image"
        message={`Delete ${deleting?.fileName ?? 'this image'}? This cannot be undone.`}
        width={380}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}
