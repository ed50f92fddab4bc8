import type { FamilyResident } from '@acorn/domain/family';
import { PHOTO_MESSAGES } from '@acorn/domain/photos';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PageNumbers } from '../../components/page-numbers';
import { useLiveEvents } from '../../lib/live-events';
import { useStepBack } from '../../lib/use-step-back';
import { familyShareKeys, fetchPhotos, GALLERY_PAGE_SIZE } from './family-share-api';
import { PhotoCard } from './photo-card';
import type { PhotoActions } from './use-photo-actions';

interface Props {
  resident: FamilyResident;
  actions: PhotoActions;
  cannotShare: string | null;
  /** Names the list: the section's heading. */
  labelledBy: string;
}

/**
 * The member's photos for the resident, newest first, each with where it is; it follows the tablet live
 * (a photo command's state moving is a `command` event on the family stream).
 */
export function PhotoGallery({ resident, actions, cannotShare, labelledBy }: Props) {
  const userId = resident.user_id;
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: [...familyShareKeys.photos(userId), page],
    queryFn: () => fetchPhotos(userId, page),
    placeholderData: keepPreviousData,
  });
  useStepBack(data?.items.length, page, setPage);
  useLiveEvents((event) => {
    if (event.type === 'command' && event.action === 'photo' && event.user_id === userId)
      void queryClient.invalidateQueries({ queryKey: familyShareKeys.photos(userId) });
  });

  if (isPending) return <LinearProgress aria-label="Loading your photos" />;
  if (isError)
    return (
      <Alert severity="info" action={<Button onClick={() => void refetch()}>Retry</Button>}>
        Your photos could not be loaded just now.
      </Alert>
    );
  if (data.items.length === 0) return <Typography>{PHOTO_MESSAGES.none}</Typography>;
  return (
    <>
      <Box
        component="ul"
        aria-labelledby={labelledBy}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
        }}
      >
        {data.items.map((photo) => (
          <PhotoCard
            key={photo.photo_id}
            photo={photo}
            busy={actions.busy === photo.photo_id}
            cannotShare={cannotShare}
            onShare={(p) => void actions.share(p)}
            onRemove={(p) => void actions.remove(p)}
          />
        ))}
      </Box>
      <PageNumbers
        pages={Math.ceil(data.total / GALLERY_PAGE_SIZE)}
        page={page}
        onPage={setPage}
        what="photos"
      />
    </>
  );
}
