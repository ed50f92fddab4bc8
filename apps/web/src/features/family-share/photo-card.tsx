import { canSharePhoto, type SharedPhoto } from '@acorn/domain/photos';
import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { ApiPicture } from '../../components/api-picture';
import { PhotoStateChip } from '../../components/photo-state-chip';
import { formatDate, formatDateTime } from '../../lib/format';

/** What a screen reader says for the picture: its caption, else when it was shared (or uploaded). */
export const photoAlt = (photo: SharedPhoto) =>
  photo.caption ??
  (photo.shared_at
    ? `Photo shared on ${formatDate(photo.shared_at)}`
    : `Photo uploaded on ${formatDate(photo.created_at)}`);

interface Props {
  photo: SharedPhoto;
  busy: boolean;
  /** The id of the sentence saying why photos cannot be shared (no tablet); null when they can. */
  cannotShare: string | null;
  onShare: (photo: SharedPhoto) => void;
  onRemove: (photo: SharedPhoto) => void;
}

/** One photo of the gallery: the picture, its caption, when, where it is (in words), Share and Remove. */
export function PhotoCard({ photo, busy, cannotShare, onShare, onRemove }: Props) {
  const alt = photoAlt(photo);
  const shareLabel = photo.state === 'uploaded' ? 'Share' : 'Share again';
  return (
    <Card component="li" variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
      <ApiPicture
        path={photo.thumbnail_url}
        alt={alt}
        sx={{
          width: '100%',
          aspectRatio: '4 / 3',
          objectFit: 'contain',
          bgcolor: 'grey.100',
          display: 'block',
        }}
      />
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        {photo.caption && <Typography sx={{ overflowWrap: 'anywhere', mb: 0.5 }}>{photo.caption}</Typography>}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {photo.shared_at
            ? `Shared ${formatDateTime(photo.shared_at)}`
            : `Uploaded ${formatDateTime(photo.created_at)}`}
        </Typography>
        <PhotoStateChip photo={photo} />
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        {canSharePhoto(photo.state) && (
          <Button
            size="small"
            disabled={busy || cannotShare !== null}
            aria-label={`${shareLabel}: ${alt}`}
            aria-describedby={cannotShare ?? undefined}
            onClick={() => onShare(photo)}
          >
            {shareLabel}
          </Button>
        )}
        <Button
          size="small"
          color="error"
          disabled={busy}
          aria-label={`Remove: ${alt}`}
          onClick={() => onRemove(photo)}
        >
          Remove
        </Button>
      </CardActions>
    </Card>
  );
}
