import { PHOTO_MESSAGES, type SharedPhoto } from '@acorn/domain/photos';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDialogs } from '../../../../components/dialogs/dialogs-context';
import { PageNumbers } from '../../../../components/page-numbers';
import { ApiPicture } from '../../../../components/api-picture';
import { PhotoStateChip } from '../../../../components/photo-state-chip';
import { formatDate, formatDateTime } from '../../../../lib/format';
import { useLiveEvents } from '../../../../lib/live-events';
import { useStepBack } from '../../../../lib/use-step-back';
import {
  fetchSharedPhotos,
  removeSharedPhoto,
  SHARED_PHOTOS_PAGE_SIZE,
  sharedPhotosKey,
} from './shared-photos-api';
import { useAction } from '../../../../lib/use-action';

const sharedBy = (photo: SharedPhoto) =>
  photo.shared_by
    ? `${photo.shared_by.name}${photo.shared_by.relationship ? ` (${photo.shared_by.relationship})` : ''}`
    : 'a former family member';

const altOf = (photo: SharedPhoto) => photo.caption ?? `Photo shared on ${formatDate(photo.shared_at)}`;

/**
 * The photos family members shared with the resident (issue 20): each picture, who shared it and when, and
 * whether the tablet shows it, live. Staff may take one away; the tablet is told to remove it.
 */
export function SharedPhotosSection({ userId, name }: { userId: number; name: string }) {
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const removing = useAction(async (photo: SharedPhoto) => {
    try {
      dialogs.notify((await removeSharedPhoto(userId, photo.photo_id)).message);
    } catch (error) {
      await dialogs.failure('Remove photo', PHOTO_MESSAGES.removeFailed, error);
    } finally {
      void refresh();
    }
  });
  const busy = removing.busyWith?.photo_id ?? null;
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: [...sharedPhotosKey(userId), page],
    queryFn: () => fetchSharedPhotos(userId, page),
    placeholderData: keepPreviousData,
  });
  useStepBack(data?.items.length, page, setPage);
  const refresh = () => queryClient.invalidateQueries({ queryKey: sharedPhotosKey(userId) });
  useLiveEvents((event) => {
    if (event.type === 'command' && event.action === 'photo' && event.user_id === userId) void refresh();
  });

  async function remove(photo: SharedPhoto) {
    const confirmed = await dialogs.confirm({
      title: 'Remove photo',
      text: `Remove this photo shared with ${name}? The tablet is told to remove it.`,
      confirmLabel: 'Remove',
      destructive: true,
    });
    if (!confirmed) return;
    await removing.run(photo);
  }

  if (isPending) return <LinearProgress aria-label="Loading the shared photos" />;
  if (isError)
    return (
      <Alert severity="info" action={<Button onClick={() => void refetch()}>Retry</Button>}>
        The shared photos could not be loaded just now.
      </Alert>
    );
  if (data.items.length === 0) return <Typography>{PHOTO_MESSAGES.noneShared}</Typography>;
  return (
    <>
      <Stack component="ul" aria-label={`Photos shared with ${name}`} spacing={1.5} sx={{ p: 0, m: 0 }}>
        {data.items.map((photo) => (
          <Stack
            key={photo.photo_id}
            component="li"
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
          >
            <ApiPicture
              path={photo.thumbnail_url}
              alt={altOf(photo)}
              sx={{ width: 120, height: 90, objectFit: 'contain', bgcolor: 'grey.100', flexShrink: 0 }}
            />
            <Box sx={{ minWidth: 0, flexGrow: 1 }}>
              {photo.caption && <Typography sx={{ overflowWrap: 'anywhere' }}>{photo.caption}</Typography>}
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                Shared by {sharedBy(photo)} on {formatDateTime(photo.shared_at)}
              </Typography>
              <PhotoStateChip photo={photo} />
            </Box>
            <Box sx={{ alignSelf: { sm: 'center' } }}>
              <Button
                color="error"
                size="small"
                disabled={busy === photo.photo_id}
                aria-label={`Remove: ${altOf(photo)}`}
                onClick={() => void remove(photo)}
              >
                Remove
              </Button>
            </Box>
          </Stack>
        ))}
      </Stack>
      <PageNumbers
        pages={Math.ceil(data.total / SHARED_PHOTOS_PAGE_SIZE)}
        page={page}
        onPage={setPage}
        what="shared photos"
        size="small"
      />
    </>
  );
}
