import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { Box } from '@mui/material';
import { useState } from 'react';

interface Props {
  src: string;
  /** Names the picture for screen readers; never painted, even when the picture does not load. */
  alt: string;
  size?: number;
}

/**
 * A logo or picture from an address. One that does not load (gone, offline, not an image) shows a neutral
 * placeholder — an icon in a grey box — instead of the browser's broken-image glyph and its alt text.
 * Every table column and card that shows an image uses this.
 */
export function Thumbnail({ src, alt, size = 32 }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src)
    return (
      <Box
        role="img"
        aria-label={alt}
        data-testid="image-placeholder"
        sx={{
          width: size,
          height: size,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'action.hover',
          color: 'text.secondary',
          borderRadius: 1,
        }}
      >
        <ImageOutlined fontSize="small" />
      </Box>
    );
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      width={size}
      height={size}
      onError={() => setFailed(src)}
      // Until it loads (or fails) the alt text is not painted either: no flash of words in the cell.
      sx={{ objectFit: 'contain', color: 'transparent', verticalAlign: 'middle' }}
    />
  );
}
