import type { FamilyResident } from '@acorn/domain/family';
import {
  PHOTO_CAPTION_MAX,
  PHOTO_MESSAGES,
  validatePhotoCaption,
  type SharedPhoto,
} from '@acorn/domain/photos';
import { IMAGE_ACCEPT } from '@acorn/domain/shared';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useDialogs } from '../../components/dialogs/dialogs-context';
import { answerOf } from '../../components/dialogs/failure';
import { problemWithImage } from '../../lib/image-check';
import { familyShareKeys, uploadPhoto } from './family-share-api';
import { JustUploaded, PICTURE_SX } from './just-uploaded';
import { residentName } from '../../components/family/family-residents';
import type { PhotoActions } from './use-photo-actions';
import { useAction } from '../../lib/use-action';

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
  // The chosen picture with its preview address, let go when another is chosen or the form goes.
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  useEffect(() => {
    if (chosen) return () => URL.revokeObjectURL(chosen.preview);
  }, [chosen]);
  const [caption, setCaption] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<SharedPhoto | null>(null);
  const captionProblem = validatePhotoCaption(caption);
  const name = residentName(resident);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again is a new choice
    if (!picked) return;
    setUploaded(null);
    const refused = await problemWithImage(picked);
    setProblem(refused);
    setChosen(refused ? null : { file: picked, preview: URL.createObjectURL(picked) });
  }

  async function upload() {
    if (!chosen || captionProblem) return;
    await sending.run(chosen.file);
  }

  const sending = useAction(async (file: File) => {
    try {
      const result = await uploadPhoto(resident.user_id, file, caption);
      setUploaded(result.photo);
      setChosen(null);
      setCaption('');
      setProblem(null);
      dialogs.notify(result.message);
      void queryClient.invalidateQueries({ queryKey: familyShareKeys.photos(resident.user_id) });
    } catch (error) {
      setProblem(answerOf(error, PHOTO_MESSAGES.uploadFailed));
    }
  });

  async function share(photo: SharedPhoto) {
    if (await actions.share(photo)) setUploaded(null);
  }

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Box>
        <Button
          variant={chosen ? 'outlined' : 'contained'}
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
          onChange={(e) => void choose(e)}
        />
      </Box>
      {problem && (
        <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
          {problem}
        </Alert>
      )}
      {chosen && (
        <Stack spacing={2} sx={{ alignSelf: 'stretch', maxWidth: 480 }}>
          <Box component="img" src={chosen.preview} alt="Preview of the chosen photo" sx={PICTURE_SX} />
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
              disabled={sending.busy || captionProblem !== null}
              onClick={() => void upload()}
            >
              Upload
            </Button>
            <Button disabled={sending.busy} onClick={() => setChosen(null)}>
              Cancel
            </Button>
          </Stack>
        </Stack>
      )}
      {uploaded && (
        <JustUploaded
          photo={uploaded}
          residentName={name}
          cannotShare={cannotShare}
          busy={actions.busy === uploaded.photo_id}
          onShare={() => void share(uploaded)}
          onDismiss={() => setUploaded(null)}
        />
      )}
    </Stack>
  );
}
