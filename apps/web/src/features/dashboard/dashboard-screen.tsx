import { DASHBOARD_MESSAGES } from '@acorn/domain/dashboard';
import { Alert, Box, Button, LinearProgress, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Screen } from '../../components/screen';
import { dashboardKeys, fetchDashboard, fetchFacilities } from './dashboard-api';
import { formatDate } from '../../lib/format';
import { GlanceStrip } from './glance-strip';
import { TodayTabs } from './today-tabs';
import { useFacilityChoice } from './use-facility-choice';
import { WeatherWidget } from './weather-widget';

/** How often the day's figures are asked for again while the screen is open. */
const REFRESH_MS = 60_000;

/**
 * The dashboard (doc 1 §2 /home, issue 19): a facility of the user's scope (the first unless the address
 * names another), its name and resident count, its weather, the figures that want attention at a glance,
 * and its day in three tabs, all on the facility's own clock.
 */
export function DashboardScreen({ title }: { title: string }) {
  const facilities = useQuery({ queryKey: dashboardKeys.facilities, queryFn: fetchFacilities });
  const { chosen, choose } = useFacilityChoice(facilities.data);
  const day = useQuery({
    queryKey: dashboardKeys.day(chosen?.facility_id ?? 0),
    queryFn: () => fetchDashboard(chosen!.facility_id),
    enabled: chosen !== undefined,
    refetchInterval: REFRESH_MS,
  });

  if (!chosen)
    return (
      <Screen title={title}>
        {facilities.isPending ? (
          <LinearProgress aria-label="Loading the facilities" />
        ) : facilities.isError ? (
          <Alert severity="info" action={<Button onClick={() => void facilities.refetch()}>Retry</Button>}>
            {DASHBOARD_MESSAGES.loadFailed}
          </Alert>
        ) : (
          <Typography>{DASHBOARD_MESSAGES.noFacilities}</Typography>
        )}
      </Screen>
    );

  // The day's own count once it has come (it is counted as it is asked), the list's until then.
  const residents = day.data?.facility.resident_count ?? chosen.resident_count;
  return (
    <Screen title={title}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mb: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 22rem)' },
        }}
      >
        <Box>
          <TextField
            select
            size="small"
            label="Facility"
            value={chosen.facility_id}
            onChange={(e) => choose(Number(e.target.value))}
            sx={{ minWidth: '16rem', maxWidth: '100%', mb: 2 }}
          >
            {(facilities.data ?? []).map((f) => (
              <MenuItem key={f.facility_id} value={f.facility_id}>
                {f.name}
              </MenuItem>
            ))}
          </TextField>
          <Typography component="h2" variant="h5">
            {chosen.name}
          </Typography>
          <Typography aria-live="polite">
            {residents} {residents === 1 ? 'resident' : 'residents'}
          </Typography>
          {day.data && (
            <Typography variant="body2" color="text.secondary">
              Today, {formatDate(day.data.date)}, in the facility’s time zone ({chosen.time_zone})
            </Typography>
          )}
        </Box>
        <WeatherWidget facilityId={chosen.facility_id} timeZone={chosen.time_zone} />
      </Box>
      <GlanceStrip facility={chosen} glance={day.data?.glance} />
      <TodayTabs day={day} />
    </Screen>
  );
}
