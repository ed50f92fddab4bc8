import type { FamilyResident } from '@acorn/domain/family';
import { PHOTO_MESSAGES } from '@acorn/domain/photos';
import { Alert, Box, Typography } from '@mui/material';
import { useId } from 'react';
import { residentName } from '../../components/family/family-residents';
import { ForFamilyResident } from '../../components/family/for-family-resident';
import { Screen } from '../../components/screen';
import { PhotoComposer } from './photo-composer';
import { PhotoGallery } from './photo-gallery';
import { usePhotoActions } from './use-photo-actions';

/**
 * /family-share (doc 2 §2.6, issue 20): a family member shares photos with their resident's tablet —
 * Upload New Image, Share, and the gallery of what they shared, each photo's state followed live. A member
 * linked to several residents chooses whom for (?user_id=).
 */
export function FamilyShareScreen({ title }: { title: string }) {
  return (
    <Screen title={title}>
      <ForFamilyResident failed="Your residents could not be loaded just now.">
        {(resident) => <SharingWith resident={resident} />}
      </ForFamilyResident>
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
