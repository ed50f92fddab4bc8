import { SERVICES, type AppointmentFacility, type Service } from '@acorn/domain/activities';
import { Checkbox, FormControlLabel, FormGroup, MenuItem, Stack, TextField } from '@mui/material';
import type { ServicesView } from './services-address';
import { SERVICE_LOOK } from './service-look';

interface Props {
  view: ServicesView;
  facilities: readonly AppointmentFacility[];
  /** A phone shows one service at a time: a choice of one rather than ticks. */
  phone: boolean;
  onChange: (change: Partial<ServicesView>) => void;
}

const tick = (service: Service) => ({
  color: SERVICE_LOOK[service].edge,
  '&.Mui-checked': { color: SERVICE_LOOK[service].edge },
});

/** Which services (ticks, the last one kept) or, on a phone, which one; and which facility. */
export function ServicesFilters({ view, facilities, phone, onChange }: Props) {
  const toggle = (service: Service, on: boolean) =>
    onChange({ services: SERVICES.filter((s) => (s === service ? on : view.services.includes(s))) });
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      {phone ? (
        <TextField
          select
          size="small"
          label="Service"
          value={view.services[0] ?? SERVICES[0]}
          onChange={(e) => onChange({ services: [e.target.value as Service] })}
          sx={{ flex: '1 1 10rem' }}
        >
          {SERVICES.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <FormGroup row role="group" aria-label="Services shown" sx={{ columnGap: 1 }}>
          {SERVICES.map((s) => {
            const on = view.services.includes(s);
            return (
              <FormControlLabel
                key={s}
                label={s}
                control={
                  <Checkbox
                    checked={on}
                    // One service at least: a calendar of none would look empty, not filtered.
                    disabled={on && view.services.length === 1}
                    onChange={(e) => toggle(s, e.target.checked)}
                    sx={tick(s)}
                  />
                }
              />
            );
          })}
        </FormGroup>
      )}
      {facilities.length > 1 && (
        <TextField
          select
          size="small"
          label="Facility"
          value={view.facility_id ?? ''}
          onChange={(e) => onChange({ facility_id: e.target.value === '' ? null : Number(e.target.value) })}
          sx={{ flex: '1 1 12rem', maxWidth: { sm: 280 } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">All facilities</MenuItem>
          {facilities.map((f) => (
            <MenuItem key={f.facility_id} value={f.facility_id}>
              {f.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
