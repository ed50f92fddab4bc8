import type { ResidentRow as Row } from '@acorn/domain/residents';
import { RESIDENTS_PER_PAGE } from '@acorn/domain/shared';
import { Box, Typography } from '@mui/material';
import { PageNumbers } from '../../components/page-numbers';
import { useHeldRows } from './held-rows';
import { ResidentRow } from './resident-row';
import type { Panel } from './residents-url';
import { useHold } from './use-hold';

interface Props {
  rows: readonly Row[];
  /** A resident a link named who is not on this page, shown first. */
  pinned: Row | null;
  total: number;
  page: number;
  onPage: (page: number) => void;
  /** The filters, sort and page the rows answer: a new one is applied at once, never held. */
  viewKey: string;
  selected: ReadonlySet<number>;
  onSelect: (userId: number, on: boolean) => void;
  openedId: number | null;
  onOpen: (userId: number, panel: Panel) => void;
  onMessage: (resident: Row) => void;
}

/** The residents of this page, 50 at most, in an order that holds still while someone is at the list. */
export function ResidentsList({ rows, pinned, total, page, onPage, viewKey, ...row }: Props) {
  const { holding, handlers } = useHold();
  const shown = useHeldRows(rows, holding, viewKey);
  const pages = Math.max(1, Math.ceil(total / RESIDENTS_PER_PAGE));
  const item = (resident: Row, isPinned = false) => (
    <ResidentRow
      key={resident.user_id}
      resident={resident}
      pinned={isPinned}
      selected={row.selected.has(resident.user_id)}
      onSelect={(on) => row.onSelect(resident.user_id, on)}
      current={row.openedId === resident.user_id}
      onOpen={(panel) => row.onOpen(resident.user_id, panel)}
      onMessage={() => row.onMessage(resident)}
    />
  );
  return (
    <>
      <Box component="ul" aria-label="Residents" sx={{ m: 0, p: 0 }} {...handlers}>
        {pinned && item(pinned, true)}
        {shown.map((resident) => item(resident))}
      </Box>
      {shown.length === 0 && !pinned && (
        <Typography sx={{ py: 4, textAlign: 'center' }}>No residents match these filters.</Typography>
      )}
      <PageNumbers pages={pages} page={page} onPage={onPage} />
    </>
  );
}
