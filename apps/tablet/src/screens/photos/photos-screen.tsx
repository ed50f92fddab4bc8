import { useState } from 'react';
import { useTablet } from '../../state/tablet-context';

/** The family's photos, one at a time, newest first, moved by two large buttons (no swiping needed). */
export function PhotosScreen() {
  const { photos } = useTablet().state;
  const [index, setIndex] = useState(0);
  if (photos.length === 0) return <p className="quiet">No photos yet.</p>;
  // A photo removed while this screen is open: stay in range.
  const at = Math.min(index, photos.length - 1);
  const photo = photos[at]!;
  const step = (by: number) => setIndex((at + by + photos.length) % photos.length);
  return (
    <>
      <figure className="photo">
        <img key={photo.photo_id} src={photo.src} alt={photo.caption || 'A photo from your family'} />
        <figcaption>
          {photo.caption && <span className="photo-caption">{photo.caption}</span>}
          <span>Shared by {photo.shared_by}</span>
        </figcaption>
      </figure>
      {photos.length > 1 && (
        <div className="photo-nav">
          <button type="button" onClick={() => step(-1)}>
            Previous photo
          </button>
          <p aria-live="polite">{`Photo ${at + 1} of ${photos.length}`}</p>
          <button type="button" onClick={() => step(1)}>
            Next photo
          </button>
        </div>
      )}
    </>
  );
}
