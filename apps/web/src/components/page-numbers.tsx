import { Pagination, type SxProps } from '@mui/material';

interface Props {
  pages: number;
  page: number;
  onPage: (page: number) => void;
  /** What is paged, when a screen has more than one list: 'call log' → 'Go to call log page 2'. */
  what?: string;
  size?: 'small' | 'medium';
  sx?: SxProps;
}

/** Page buttons whose names say where they go ('Go to page 2'); nothing when there is one page. */
export function PageNumbers({ pages, page, onPage, what, size, sx }: Props) {
  if (pages <= 1) return null;
  const pageWord = what ? `${what} page` : 'page';
  return (
    <Pagination
      count={pages}
      page={page}
      size={size}
      onChange={(_, p) => onPage(p)}
      sx={sx ?? { mt: 2, display: 'flex', justifyContent: 'center' }}
      getItemAriaLabel={(type, p, current) =>
        type === 'page' ? `${current ? '' : 'Go to '}${pageWord} ${p}` : `Go to ${type} page`
      }
    />
  );
}
