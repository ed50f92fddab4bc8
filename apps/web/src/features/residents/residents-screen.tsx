import type { ResidentRow } from '@acorn/domain/residents';
import { Box, LinearProgress, Paper, Typography, useMediaQuery, useTheme } from '@mui/material';
import { Suspense, useRef, useState } from 'react';
import { Screen } from '../../components/screen';
import { lazyNamed } from '../../lib/lazy-named';
import { GroupActions } from './group-actions';
import type { GroupTarget } from './group-target';
import { filterOf } from './residents-api';
import { ResidentPanel } from './resident-panel';
import { ResidentsFilters } from './residents-filters';
import { ResidentsList } from './residents-list';
import type { Panel } from './residents-url';
import { useOpenedResident } from './use-opened-resident';
import { useResidentsAddress } from './use-residents-address';
import { useResidentsPage } from './use-residents-page';
import { useSelection } from './use-selection';

const ResidentMessageDialog = lazyNamed(() => import('./resident-message-dialog'), 'ResidentMessageDialog');

/**
 * The residents screen (spec doc 2 §2.1, /users): the list on the left, filtered and paged by the server
 * and live; one resident's panel on the right. On a phone the panel takes the list's place, with Back.
 */
export function ResidentsScreen({ title }: { title: string }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const { view, opened, changeView, open, close } = useResidentsAddress();
  const page = useResidentsPage(view);
  const { resident, pinned } = useOpenedResident(opened, page);
  const selection = useSelection();
  const [messaging, setMessaging] = useState<ResidentRow | null>(null);
  // Where the person was before a panel opened: the list's place (on a phone) and the button they pressed.
  const before = useRef<{ scrollY: number; focus: HTMLElement | null }>({ scrollY: 0, focus: null });

  const openPanel = (userId: number, panel: Panel) => {
    before.current = { scrollY: window.scrollY, focus: document.activeElement as HTMLElement | null };
    open(userId, panel);
    if (phone) window.scrollTo(0, 0);
  };
  const closePanel = () => {
    close();
    requestAnimationFrame(() => {
      if (phone) window.scrollTo(0, before.current.scrollY);
      before.current.focus?.focus();
    });
  };

  const target: GroupTarget = selection.ids.size
    ? { kind: 'selected', userIds: [...selection.ids] }
    : { kind: 'filter', filter: filterOf(view), matching: page.data?.total ?? 0 };
  const listHidden = phone && opened !== null;
  return (
    <Screen title={title}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: listHidden ? 'none' : 'block' }}>
          <ResidentsFilters view={view} onChange={changeView} page={page.data} />
          <GroupActions target={target} onClearSelection={selection.clear} />
          <Box sx={{ height: 4, mb: 1 }}>
            {page.isFetching && <LinearProgress aria-label="Loading residents" />}
          </Box>
          {page.isError && !page.data ? (
            <Typography sx={{ py: 4, textAlign: 'center' }}>
              The residents could not be loaded just now. The list will try again shortly.
            </Typography>
          ) : (
            <ResidentsList
              rows={page.data?.items ?? []}
              pinned={pinned}
              total={page.data?.total ?? 0}
              page={view.page}
              onPage={(p) => changeView({ page: p })}
              viewKey={JSON.stringify(view)}
              selected={selection.ids}
              onSelect={selection.set}
              openedId={opened?.userId ?? null}
              onOpen={openPanel}
              onMessage={setMessaging}
            />
          )}
        </Box>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
          {opened ? (
            <ResidentPanel opened={opened} resident={resident} phone={phone} onClose={closePanel} />
          ) : (
            !phone && (
              <Paper variant="outlined" sx={{ p: 3 }}>
                <Typography color="text.secondary">
                  Choose a resident’s name or one of their buttons to see it here.
                </Typography>
              </Paper>
            )
          )}
        </Box>
      </Box>
      <Suspense fallback={null}>
        {messaging && <ResidentMessageDialog resident={messaging} onClose={() => setMessaging(null)} />}
      </Suspense>
    </Screen>
  );
}
