import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, IMAGE_MESSAGES, imageTypeOf } from '@acorn/domain/shared';
import AddAPhoto from '@mui/icons-material/AddAPhotoOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useRef, type Ref } from 'react';

/** What is wrong with a chosen picture, judged as the server will judge it (size, then content), or null. */
export async function photoProblem(file: File): Promise<string | null> {
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_MESSAGES.tooLarge;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return imageTypeOf(head) ? null : IMAGE_MESSAGES.notImage;
}

/** A chosen picture and the address its preview is drawn from (an object URL of the page's own). */
export interface ChosenPhoto {
  file: File;
  preview: string;
}

/** Another choice (or none): the previous preview's address is let go. */
export function choosePhoto(previous: ChosenPhoto | null, file: File | null): ChosenPhoto | null {
  if (previous) URL.revokeObjectURL(previous.preview);
  return file ? { file, preview: URL.createObjectURL(file) } : null;
}

interface Props {
  photo: ChosenPhoto | null;
  onChange: (file: File | null) => void;
  error: string | undefined;
  buttonRef: Ref<HTMLButtonElement>;
}

/** An optional photo: chosen from the device, previewed, removable; a refusal is said beneath it. */
export function PhotoInput({ photo, onChange, error, buttonRef }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Photo (optional): a picture helps staff see what needs doing.
      </Typography>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        tabIndex={-1}
        aria-hidden
        onChange={(e) => {
          onChange(e.target.files?.[0] ?? null);
          e.target.value = ''; // choosing the same file again is a new choice
        }}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {photo && (
          <Box
            component="img"
            src={photo.preview}
            alt="The photo you chose"
            sx={{
              width: 120,
              height: 90,
              objectFit: 'cover',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
            }}
          />
        )}
        <Button
          ref={buttonRef}
          variant="outlined"
          startIcon={<AddAPhoto />}
          onClick={() => input.current?.click()}
          aria-describedby={error ? 'photo-error' : undefined}
        >
          {photo ? 'Choose another photo' : 'Add a photo'}
        </Button>
        {photo && <Button onClick={() => onChange(null)}>Remove photo</Button>}
      </Stack>
      {error && (
        <Typography id="photo-error" role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
