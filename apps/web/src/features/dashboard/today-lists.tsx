import type { Dashboard } from '@acorn/domain/dashboard';
import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { JobStatusChip } from '../../components/maintenance/status-chip';
import { formatDate } from '../../lib/format';
import { timeRange } from './facility-clock';

const name = (p: { firstname: string | null; surname: string | null }) =>
  [p.firstname, p.surname].filter(Boolean).join(' ') || 'Unnamed resident';

/** One row of a tab's list: its main line, what it is about, and a badge at the end. */
function Item({ main, facts, badge }: { main: ReactNode; facts: (string | null)[]; badge?: ReactNode }) {
  return (
    <Stack component="li" direction="row" spacing={1} sx={{ py: 1, alignItems: 'flex-start' }}>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{main}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {facts.filter(Boolean).join(' · ')}
        </Typography>
      </div>
      {badge}
    </Stack>
  );
}

/** Today's activities, with their times on the facility's clock. */
export function ActivityItems({ day }: { day: Dashboard }) {
  const zone = day.facility.time_zone;
  return day.activities.map((a) => (
    <Item
      key={a.public_event_id}
      main={`${timeRange(a.start_time, a.end_time, day.date, zone)} ${a.title}`}
      facts={[a.location, a.category, a.facility_id ? `${day.facility.name} only` : 'Whole group']}
    />
  ));
}

/** Today's maintenance jobs, with their status in words and colour. */
export function JobItems({ day }: { day: Dashboard }) {
  return day.maintenances.map((j) => (
    <Item
      key={j.maintenance_id}
      main={j.title ?? 'Untitled job'}
      facts={[
        j.priority ? `Priority ${j.priority}` : null,
        j.resident_name ? `For ${j.resident_name}` : null,
        j.tablet_condition ? `Opened by the tablet (${j.tablet_condition})` : null,
      ]}
      badge={<JobStatusChip status={j.status} />}
    />
  ));
}

/** Today's birthdays, with the age each resident turns. */
export function BirthdayItems({ day }: { day: Dashboard }) {
  return day.birthdays.map((b) => (
    <Item
      key={b.user_id}
      main={`${name(b)} turns ${b.age}`}
      facts={[b.location, `Born ${formatDate(b.dob)}`]}
    />
  ));
}
