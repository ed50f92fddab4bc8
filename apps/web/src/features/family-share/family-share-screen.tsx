import { FAMILY_MESSAGES, PHOTO_MESSAGES, type FamilyResident } from '@acorn/domain';
import { Alert, Box, Button, LinearProgress, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Screen } from '../../components/screen';
import { familyShareKeys, fetchFamilyResidents } from './family-share-api';
import { PhotoComposer } from './photo-composer';
import { PhotoGallery } from './photo-gallery';
import { residentName, useResidentChoice } from './resident-choice';
import { usePhotoActions } from './use-photo-actions';

/**
 * /family-share (doc 2 §2.6, issue 20): a family member shares photos with their resident's tablet —
 * Upload New Image, Share, and the gallery of what they shared, each photo's state followed live. A member
 * linked to several residents chooses whom for (?user_id=).
 */
export function FamilyShareScreen({ title }: { title: string }) {
  const residents = useQuery({ queryKey: familyShareKeys.residents, queryFn: fetchFamilyResidents });
  const { chosen, choose } = useResidentChoice(residents.data);
  return (
    <Screen title={title}>
      {residents.isPending ? (
        <LinearProgress aria-label="Loading your residents" />
      ) : residents.isError ? (
        <Alert severity="info" action={<Button onClick={() => void residents.refetch()}>Retry</Button>}>
          Your residents could not be loaded just now.
        </Alert>
      ) : !chosen ? (
        <Typography>{FAMILY_MESSAGES.noResidents}</Typography>
      ) : (
        <>
          {residents.data.length > 1 && (
            <TextField
              select
              size="small"
              label="Resident"
              value={chosen.user_id}
              onChange={(e) => choose(Number(e.target.value))}
              sx={{ mb: 3, minWidth: 240, maxWidth: '100%' }}
            >
              {residents.data.map((r) => (
                <MenuItem key={r.user_id} value={r.user_id}>
                  {residentName(r)}
                </MenuItem>
              ))}
            </TextField>
          )}
          <SharingWith key={chosen.user_id} resident={chosen} />
        </>
      )}
    </Screen>
  );
}

function SharingWith({ resident }: { resident: FamilyResident }) {
  const actions = usePhotoActions(resident);
  const noTablet = useId();
  const headings = { upload: useId(), gallery: useId() };
  const name = residentName(resident);
  const cannotShare = resident.has_tablet ? null : noTablet;
  return (
    <>
      {!resident.has_tablet && (
        <Alert severity="info" id={noTablet} sx={{ mb: 3 }}>
          {PHOTO_MESSAGES.noTablet(name)} You can upload photos now and share them once it is ready.
        </Alert>
      )}
      <Box component="section" aria-labelledby={headings.upload} sx={{ mb: 4 }}>
        <Typography id={headings.upload} component="h2" variant="h6" sx={{ mb: 1.5 }}>
          Share a photo with {name}
        </Typography>
        <PhotoComposer resident={resident} actions={actions} cannotShare={cannotShare} />
      </Box>
      <Box component="section" aria-labelledby={headings.gallery}>
        <Typography id={headings.gallery} component="h2" variant="h6" sx={{ mb: 1.5 }}>
          Your photos for {name}
        </Typography>
        <PhotoGallery
          resident={resident}
          actions={actions}
          cannotShare={cannotShare}
          labelledBy={headings.gallery}
        />
      </Box>
    </>
  );
}
