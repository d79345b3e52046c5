import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { getBulkMediaFiles, mediaKeys, type MediaFile } from '@/components/gallery/media-files';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/days';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { userName } from '@/lib/user-name';
import { useAddServiceOrderComment } from '../api/add-service-order-comment';
import { serviceOrderCommentsKey, useServiceOrderComments } from '../api/get-service-order-comments';
import { COMMENT_IMAGES, COMMENT_MEDIA_OWNER, type ServiceOrder } from '../types';
import { SectionHeader } from './section-header';
import { PhotosField } from '@/components/upload/photos-field';
import { uploadPhotos } from './upload-photos';

/** The photos of each comment, in one call. */
export function useCommentPhotos(commentIds: number[]) {
  return useQuery({
    queryKey: [...mediaKeys.all, COMMENT_MEDIA_OWNER, 'bulk', commentIds.join(',')],
    queryFn: ({ signal }) => getBulkMediaFiles(COMMENT_MEDIA_OWNER, commentIds, signal),
    enabled: commentIds.length > 0,
  });
}

function CommentPhotos({ files }: { files: MediaFile[] }) {
  if (files.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
      {files.map((file) => (
        <Box
          key={file.id}
          component="a"
          href={file.urls.large}
          target="_blank"
          rel="noopener"
          aria-label={`Open ${file.fileName}`}
          sx={{ display: 'block' }}
        >
          <Box
            component="img"
            src={file.urls.thumb}
            alt={file.fileName}
            sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1 }}
          />
        </Box>
      ))}
    </Box>
  );
}

/** Comments (who, when, what) with their photos, and a comment box for who may write (not on a closed order). */
export function ServiceOrderComments({ order, closed }: { order: Pick<ServiceOrder, 'id'>; closed: boolean }) {
  const queryClient = useQueryClient();
  const comments = useServiceOrderComments(order.id);
  const list = comments.data ?? [];
  const photos = useCommentPhotos(list.map((c) => c.id));
  const canComment = useCan(['Edit Job Order', 'Update Job Order Status']) && !closed;
  const add = useAddServiceOrderComment();
  const [text, setText] = useState('');
  const [pending, setPending] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const post = async () => {
    setBusy(true);
    try {
      const answer = await add.mutateAsync({ id: order.id, text });
      if (pending.length > 0) await uploadPhotos(COMMENT_MEDIA_OWNER, answer.data.id, COMMENT_IMAGES, pending);
      await queryClient.invalidateQueries({ queryKey: mediaKeys.all });
      await queryClient.invalidateQueries({ queryKey: serviceOrderCommentsKey(order.id) });
      notify.success(answer.message || 'Comment added.');
      setText('');
      setPending([]);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <SectionHeader title="Comments" />
      <CardContent>
        {list.length === 0 ? (
          <Typography color="text.secondary">No comments yet.</Typography>
        ) : (
          <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {list.map((comment) => (
              <Box component="li" key={comment.id}>
                <Typography variant="caption" color="text.secondary">
                  {[userName(comment.author), formatDateTime(comment.createdAt)].filter(Boolean).join(' · ')}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>{comment.text}</Typography>
                <CommentPhotos files={photos.data?.[String(comment.id)] ?? []} />
              </Box>
            ))}
          </Stack>
        )}
        {canComment ? (
          <Stack spacing={1.5} sx={{ mt: 2 }}>
            <TextField label="Comment" value={text} onChange={(e) => setText(e.target.value)} multiline minRows={2} />
            <PhotosField
              title="Comment Photos"
              ownerType={COMMENT_MEDIA_OWNER}
              collection={COMMENT_IMAGES}
              ownerId={null}
              pending={pending}
              onPendingChange={setPending}
            />
            <Box>
              <Button variant="contained" onClick={() => void post()} disabled={busy || text.trim() === ''}>
                {busy ? 'Posting...' : 'Post Comment'}
              </Button>
            </Box>
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}
