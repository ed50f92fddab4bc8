import {
  IMAGE_ACCEPT,
  PHOTO_CAPTION_MAX,
  PHOTO_MESSAGES,
  validatePhotoCaption,
  type FamilyResident,
  type SharedPhoto,
} from '@acorn/domain';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useDialogs } from '../../components/dialogs/dialogs-context';
import { answerOf } from '../../components/dialogs/failure';
import { problemWithImage } from '../../lib/image-check';
import { familyShareKeys, uploadPhoto } from './family-share-api';
import { residentName } from './resident-choice';
import type { PhotoActions } from './use-photo-actions';

const PICTURE_SX = {
  width: '100%',
  maxWidth: 360,
  maxHeight: 270,
  objectFit: 'contain',
  bgcolor: 'grey.100',
};

/** A chosen file's preview address, made for it and let go when it changes or the form goes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

interface Props {
  resident: FamilyResident;
  actions: PhotoActions;
  cannotShare: string | null;
}

/**
 * Upload New Image: choose a picture (checked here as the server will check it, to spare a pointless
 * upload; the server decides), see it, add a caption if wished, upload it; then Share sends it to the
 * tablet. A refusal is said beside the form in the server's own words.
 */
export function PhotoComposer({ resident, actions, cannotShare }: Props) {
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<SharedPhoto | null>(null);
  const [sending, setSending] = useState(false);
  const preview = usePreview(file);
  const captionProblem = validatePhotoCaption(caption);
  const name = residentName(resident);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again is a new choice
    if (!chosen) return;
    setUploaded(null);
    const refused = await problemWithImage(chosen);
    setProblem(refused);
    setFile(refused ? null : chosen);
  }

  async function upload() {
    if (!file || captionProblem) return;
    setSending(true);
    try {
      const result = await uploadPhoto(resident.user_id, file, caption);
      setUploaded(result.photo);
      setFile(null);
      setCaption('');
      setProblem(null);
      dialogs.notify(result.message);
      void queryClient.invalidateQueries({ queryKey: familyShareKeys.photos(resident.user_id) });
    } catch (error) {
      setProblem(answerOf(error, PHOTO_MESSAGES.uploadFailed));
    } finally {
      setSending(false);
    }
  }

  async function share(photo: SharedPhoto) {
    if (await actions.share(photo)) setUploaded(null);
  }

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Box>
        <Button
          variant={file ? 'outlined' : 'contained'}
          startIcon={<AddPhotoAlternate />}
          onClick={() => input.current?.click()}
        >
          Upload New Image
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          A JPEG, PNG or WebP picture of up to 10 MB.
        </Typography>
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          hidden
          aria-hidden
          tabIndex={-1}
          data-testid="photo-file"
          onChange={(e) => void choose(e)}
        />
      </Box>
      {problem && (
        <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
          {problem}
        </Alert>
      )}
      {file && preview && (
        <Stack spacing={2} sx={{ alignSelf: 'stretch', maxWidth: 480 }}>
          <Box component="img" src={preview} alt="Preview of the chosen photo" sx={PICTURE_SX} />
          <TextField
            label="Caption (optional)"
            value={caption}
            onChange={(e) => setCaption(e.target.value)}
            error={captionProblem !== null}
            helperText={captionProblem ?? `${caption.trim().length}/${PHOTO_CAPTION_MAX} characters`}
            fullWidth
          />
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              disabled={sending || captionProblem !== null}
              onClick={() => void upload()}
            >
              Upload
            </Button>
            <Button disabled={sending} onClick={() => setFile(null)}>
              Cancel
            </Button>
          </Stack>
        </Stack>
      )}
      {uploaded && (
        <Stack spacing={1.5} sx={{ alignSelf: 'stretch', maxWidth: 480 }}>
          <Box
            component="img"
            src={uploaded.thumbnail_url}
            alt={uploaded.caption ?? 'The photo just uploaded'}
            sx={PICTURE_SX}
          />
          <Typography>
            {PHOTO_MESSAGES.uploaded} Share it to show it on {name}’s tablet.
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              disabled={cannotShare !== null || actions.busy === uploaded.photo_id}
              aria-describedby={cannotShare ?? undefined}
              onClick={() => void share(uploaded)}
            >
              Share
            </Button>
            <Button onClick={() => setUploaded(null)}>Not now</Button>
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
