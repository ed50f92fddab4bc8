import { ALL_GROUPS_ACCESS } from '@acorn/domain/access';
import type { TabletUser } from '@acorn/domain/residents';
import { TABLETS_PER_PAGE } from '@acorn/domain/shared';
import { CONFIRM_PROMPTS, TABLET_MESSAGES } from '@acorn/domain/tablets';
import Send from '@mui/icons-material/Send';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDialogs } from '../../components/dialogs/dialogs-context';
import { PageNumbers } from '../../components/page-numbers';
import { Screen } from '../../components/screen';
import { useAllowed } from '../../lib/session';
import { useDebounced } from '../../lib/use-debounced';
import { TabletMessageDialog, type Recipients } from './tablet-message-dialog';
import { TabletCard, tabletName } from './tablet-card';
import { TabletFiltersBar } from './tablet-filters';
import {
  commandFilter,
  fetchLocations,
  fetchVersions,
  NO_FILTERS,
  tabletKeys,
  type TabletFilters,
} from './tablets-api';
import { useTabletsPage } from './use-tablets-page';
import { sendCommand } from '../../lib/commands-api';

/** The tablets list (spec doc 2 §2.2): filters, 12 live cards a page, single and group messages, updates. */
export function TabletsScreen({ title }: { title: string }) {
  const dialogs = useDialogs();
  const allGroups = useAllowed(ALL_GROUPS_ACCESS);
  const [filters, setFilters] = useState<TabletFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [messaging, setMessaging] = useState<Recipients | null>(null);
  // Typing in the search asks the server once it pauses; every other filter applies at once.
  const search = useDebounced(filters.q, 300);
  const applied = { ...filters, q: search };
  const { data, isFetching } = useTabletsPage(applied, page);
  const versions = useQuery({ queryKey: tabletKeys.versions, queryFn: fetchVersions, staleTime: 60_000 });
  const locations = useQuery({ queryKey: tabletKeys.locations, queryFn: fetchLocations, staleTime: 60_000 });

  const changeFilters = (next: TabletFilters) => {
    setFilters(next);
    setPage(1);
  };
  const select = (user: TabletUser, on: boolean) =>
    setSelected((before) => {
      const after = new Set(before);
      if (on) after.add(user.user_id);
      else after.delete(user.user_id);
      return after;
    });

  async function update(user: TabletUser) {
    const latest = versions.data?.[0];
    if (!(await dialogs.confirm({ title: 'Update', text: CONFIRM_PROMPTS.sendUpdate }))) return;
    try {
      if (!latest) throw new Error('no version known');
      const result = await sendCommand({
        action: 'update',
        acorn_versions_id: latest.id,
        user_ids: [user.user_id],
      });
      await dialogs.message({ title: 'Update', text: result.message, detail: `Version ${latest.version}` });
    } catch (error) {
      await dialogs.failure('Error', TABLET_MESSAGES.updateTabletFailed, error);
    }
  }

  const users = data?.users ?? [];
  const pages = Math.max(1, Math.ceil((data?.device_counter ?? 0) / TABLETS_PER_PAGE));
  return (
    <Screen title={title}>
      <TabletFiltersBar
        filters={filters}
        onChange={changeFilters}
        counts={data}
        showGroups={allGroups}
        locations={(locations.data ?? []).map((l) => l.location)}
        versions={(versions.data ?? []).map((v) => v.version)}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          startIcon={<Send />}
          onClick={() =>
            setMessaging({
              kind: 'group',
              selected: [...selected],
              filter: commandFilter(applied),
              matching: data?.device_counter ?? 0,
            })
          }
        >
          Group message
        </Button>
        <Typography role="status" variant="body2">
          {selected.size} selected · {data?.device_counter ?? 0} matching
        </Typography>
        {selected.size > 0 && (
          <Button size="small" onClick={() => setSelected(new Set())}>
            Clear selection
          </Button>
        )}
      </Box>
      <Box sx={{ height: 4, mb: 1 }}>{isFetching && <LinearProgress aria-label="Loading tablets" />}</Box>
      {/* A failed load leaves the list empty (spec doc 2 §2.2); a 401 has already gone to /logout. */}
      {users.length === 0 && !isFetching ? (
        <Typography sx={{ py: 4, textAlign: 'center' }}>No records to display</Typography>
      ) : (
        <Box
          component="section"
          aria-label="Tablets"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}
        >
          {users.map((user) => (
            <TabletCard
              key={user.user_id}
              user={user}
              latestVersion={versions.data?.[0]?.version}
              selected={selected.has(user.user_id)}
              onSelect={(on) => select(user, on)}
              onUpdate={() => void update(user)}
              onMessage={() => setMessaging({ kind: 'one', name: tabletName(user), user_id: user.user_id })}
            />
          ))}
        </Box>
      )}
      <PageNumbers pages={pages} page={page} onPage={setPage} />
      {messaging && <TabletMessageDialog recipients={messaging} onClose={() => setMessaging(null)} />}
    </Screen>
  );
}
