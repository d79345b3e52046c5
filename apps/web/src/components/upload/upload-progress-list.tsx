import { useEffect, type ReactElement } from 'react';
import { Box, CircularProgress, IconButton, LinearProgress, List, ListItem, Stack, Tooltip, Typography } from '@mui/material';
import AudioFileIcon from '@mui/icons-material/AudioFile';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import DescriptionIcon from '@mui/icons-material/Description';
import ErrorIcon from '@mui/icons-material/Error';
import FolderZipIcon from '@mui/icons-material/FolderZip';
import ImageIcon from '@mui/icons-material/Image';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import TableChartIcon from '@mui/icons-material/TableChart';
import VideoFileIcon from '@mui/icons-material/VideoFile';
import { formatFileSize } from '@/lib/format';

/** Spec 9: a completed upload leaves the list after 1500 ms. */
export const UPLOAD_AUTO_REMOVE_MS = 1500;

/** A file on its way up (spec 3 Upload item): its progress in percent, or why it failed. */
export type UploadItem = {
  id: string;
  file: File;
  status: 'uploading' | 'completed' | 'error';
  /** 0–100. */
  progress: number;
  error?: string;
};

/** The icon of a file by its type (image, PDF, video, audio, spreadsheet, archive, document). */
export function fileTypeIcon(file: { type: string; name: string }): ReactElement {
  const type = file.type.toLowerCase();
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (type.startsWith('image/')) return <ImageIcon color="primary" data-file-kind="image" />;
  if (type === 'application/pdf' || extension === 'pdf') return <PictureAsPdfIcon color="error" data-file-kind="pdf" />;
  if (type.startsWith('video/')) return <VideoFileIcon color="secondary" data-file-kind="video" />;
  if (type.startsWith('audio/')) return <AudioFileIcon color="secondary" data-file-kind="audio" />;
  if (type.includes('spreadsheet') || type.includes('excel') || ['csv', 'xls', 'xlsx', 'ods'].includes(extension))
    return <TableChartIcon color="success" data-file-kind="spreadsheet" />;
  if (type.includes('zip') || ['zip', 'rar', '7z', 'gz'].includes(extension)) return <FolderZipIcon data-file-kind="archive" />;
  if (type.startsWith('text/') || type.includes('word') || ['doc', 'docx', 'txt', 'odt'].includes(extension))
    return <DescriptionIcon color="info" data-file-kind="document" />;
  return <InsertDriveFileIcon data-file-kind="file" />;
}

function StatusIcon({ status }: { status: UploadItem['status'] }) {
  if (status === 'completed') return <CheckCircleIcon color="success" aria-label="Uploaded" />;
  if (status === 'error') return <ErrorIcon color="error" aria-label="Upload failed" />;
  return <CircularProgress size={20} aria-label="Uploading" />;
}

function UploadRow({ item, onRemove }: { item: UploadItem; onRemove: (id: string) => void }) {
  // Spec 4: completed items are removed automatically after 1500 ms.
  useEffect(() => {
    if (item.status !== 'completed') return;
    const timer = setTimeout(() => onRemove(item.id), UPLOAD_AUTO_REMOVE_MS);
    return () => clearTimeout(timer);
  }, [item.status, item.id, onRemove]);

  const percent = Math.max(0, Math.min(100, Math.round(item.progress)));
  return (
    <ListItem divider sx={{ gap: 1.5, alignItems: 'flex-start' }} aria-label={item.file.name}>
      <Box sx={{ pt: 0.5 }}>{fileTypeIcon(item.file)}</Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Typography variant="body2" noWrap title={item.file.name} sx={{ fontWeight: 500 }}>
            {item.file.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
            {formatFileSize(item.file.size)}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <LinearProgress
            variant="determinate"
            value={item.status === 'completed' ? 100 : percent}
            color={item.status === 'error' ? 'error' : item.status === 'completed' ? 'success' : 'primary'}
            sx={{ flex: 1, height: 6, borderRadius: 3 }}
            aria-label={`${item.file.name} progress`}
          />
          <Typography variant="caption" sx={{ width: 40, textAlign: 'right' }}>
            {item.status === 'completed' ? 100 : percent}%
          </Typography>
        </Stack>
        {item.status === 'error' && item.error ? (
          <Typography variant="caption" color="error" role="alert">
            {item.error}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ pt: 0.5 }}>
        <StatusIcon status={item.status} />
      </Box>
      {item.status === 'error' ? (
        <Tooltip title="Dismiss">
          <IconButton size="small" aria-label={`Dismiss ${item.file.name}`} onClick={() => onRemove(item.id)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
    </ListItem>
  );
}

export type UploadProgressListProps = {
  items: UploadItem[];
  /** Removes an item: called 1500 ms after it completes, or when a failed one is dismissed. */
  onRemove: (id: string) => void;
};

/** One row per file being uploaded, with its progress; a failed one stays until dismissed (spec 2.5). */
export function UploadProgressList({ items, onRemove }: UploadProgressListProps) {
  if (items.length === 0) return null;
  return (
    <List dense disablePadding aria-label="Uploads">
      {items.map((item) => (
        <UploadRow key={item.id} item={item} onRemove={onRemove} />
      ))}
    </List>
  );
}
