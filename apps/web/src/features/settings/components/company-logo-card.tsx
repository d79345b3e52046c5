import { useRef, useState } from 'react';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import UploadIcon from '@mui/icons-material/Upload';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { UploadProgressList } from '@/components/upload/upload-progress-list';
import { useUploadItems } from '@/components/upload/use-upload-items';
import { errorMessage } from '@/lib/api-client';
import { formatFileSize } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useDeleteCompanyLogo } from '../api/delete-company-logo';
import { useCompanyLogo } from '../api/get-company-logo';
import { LOGO_MAX_BYTES, useUploadCompanyLogo } from '../api/upload-company-logo';
import { SettingsCard } from './settings-card';

/** Why a file cannot be the logo, checked before it is sent; null when it can. */
export function logoFileProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return 'The logo must be an image (PNG, JPEG, WebP, GIF or SVG).';
  if (file.size > LOGO_MAX_BYTES) return `The logo may not be larger than ${formatFileSize(LOGO_MAX_BYTES)}.`;
  return null;
}

/** The shop's logo for receipts: upload (with progress) and remove. */
export function CompanyLogoCard({ mayEdit }: { mayEdit: boolean }) {
  const logo = useCompanyLogo();
  const upload = useUploadCompanyLogo();
  const remove = useDeleteCompanyLogo();
  const uploads = useUploadItems();
  const input = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);

  const send = async (file: File) => {
    const [item] = uploads.add([file]);
    if (!item) return;
    const problem = logoFileProblem(file);
    if (problem) {
      uploads.fail(item.id, problem);
      return;
    }
    try {
      const answer = await upload.mutateAsync({ file, onProgress: (percent) => uploads.progress(item.id, percent) });
      uploads.complete(item.id);
      notify.success(answer.message || 'Logo uploaded successfully.');
    } catch (error) {
      const message = errorMessage(error, 'The upload failed.');
      uploads.fail(item.id, message);
      notify.error(message);
    }
  };

  const removeLogo = async () => {
    try {
      const answer = await remove.mutateAsync();
      notify.success(answer?.message || 'Deleted successfully.');
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <SettingsCard title="Logo" description="Printed on receipts when Show logo is on (Printer Settings). An image of at most 10 MB.">
      <Box
        sx={{
          height: 160,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          borderStyle: logo.data ? 'solid' : 'dashed',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'action.hover',
          overflow: 'hidden',
        }}
      >
        {logo.isLoading ? (
          <CircularProgress size={28} aria-label="Loading the logo" />
        ) : logo.data ? (
          <Box component="img" src={logo.data} alt="Company logo" sx={{ maxWidth: '90%', maxHeight: 140, objectFit: 'contain' }} />
        ) : (
          <Stack sx={{ alignItems: 'center', color: 'text.secondary' }} spacing={0.5}>
            <ImageOutlined />
            <Typography variant="body2">No logo uploaded</Typography>
          </Stack>
        )}
      </Box>
      {uploads.items.length > 0 ? <UploadProgressList items={uploads.items} onRemove={uploads.remove} /> : null}
      {mayEdit ? (
        <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
          {logo.data ? (
            <Button color="error" startIcon={<DeleteOutlined />} onClick={() => setConfirming(true)} disabled={remove.isPending}>
              Remove Logo
            </Button>
          ) : null}
          <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => input.current?.click()} disabled={upload.isPending}>
            Upload Logo
          </Button>
          <input
            ref={input}
            type="file"
            accept="image/*"
            hidden
            aria-label="Logo file"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void send(file);
            }}
          />
        </Stack>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Remove Logo"
        message="Remove the logo? Receipts print without one until a new logo is uploaded."
        busy={remove.isPending}
        onConfirm={() => void removeLogo()}
        onCancel={() => setConfirming(false)}
      />
    </SettingsCard>
  );
}
