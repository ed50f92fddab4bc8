import { PHOTO_MESSAGES, type SharedPhoto } from '@acorn/domain/photos';
import { Button, Stack, Typography } from '@mui/material';
import { ApiPicture } from '../../components/api-picture';

/** A picture in the upload form: whole, at most 360 × 270. */
export const PICTURE_SX = {
  width: '100%',
  maxWidth: 360,
  maxHeight: 270,
  objectFit: 'contain',
  bgcolor: 'grey.100',
} as const;

interface Props {
  photo: SharedPhoto;
  residentName: string;
  /** The id of the sentence saying why photos cannot be shared (no tablet); null when they can. */
  cannotShare: string | null;
  busy: boolean;
  onShare: () => void;
  onDismiss: () => void;
}

/** The photo just uploaded, and the next step: Share it to the tablet (or not now; the gallery keeps it). */
export function JustUploaded({ photo, residentName, cannotShare, busy, onShare, onDismiss }: Props) {
  return (
    <Stack spacing={1.5} sx={{ alignSelf: 'stretch', maxWidth: 480 }}>
      <ApiPicture
        path={photo.thumbnail_url}
        alt={photo.caption ?? 'The photo just uploaded'}
        sx={PICTURE_SX}
      />
      <Typography>
        {PHOTO_MESSAGES.uploaded} Share it to show it on {residentName}’s tablet.
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          disabled={cannotShare !== null || busy}
          aria-describedby={cannotShare ?? undefined}
          onClick={onShare}
        >
          Share
        </Button>
        <Button onClick={onDismiss}>Not now</Button>
      </Stack>
    </Stack>
  );
}
