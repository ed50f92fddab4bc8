import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { Box, Link, type SxProps, type Theme } from '@mui/material';
import { usePicture } from '../lib/pictures';

type SxItem = Exclude<SxProps<Theme>, readonly unknown[]>;

interface Props {
  /** The API path of the picture: a shared photo's thumbnail, a room photo. */
  path: string;
  alt: string;
  sx?: SxProps<Theme>;
  /** Wrapped in a link that opens the picture at full size in a new tab. */
  opensInNewTab?: boolean;
}

/**
 * A picture of a person's that the API serves, fetched by the page and shown from memory (lib/pictures.ts).
 * Until it arrives, and if it cannot, a grey box of the same size holds its place and its name.
 */
export function ApiPicture({ path, alt, sx, opensInNewTab = false }: Props) {
  const { data: url, isError } = usePicture(path);
  const own = Array.isArray(sx) ? (sx as readonly SxItem[]) : [sx as SxItem];
  if (!url)
    return (
      <Box
        role="img"
        aria-label={alt}
        aria-busy={!isError}
        sx={[
          ...own,
          {
            bgcolor: 'grey.100',
            color: 'text.secondary',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          },
        ]}
      >
        {isError && <ImageOutlined fontSize="small" />}
      </Box>
    );
  const picture = <Box component="img" src={url} alt={alt} sx={[{ display: 'block' }, ...own]} />;
  if (!opensInNewTab) return picture;
  return (
    <Link href={url} target="_blank" rel="noopener" sx={{ display: 'inline-block', flexShrink: 0 }}>
      {picture}
    </Link>
  );
}
