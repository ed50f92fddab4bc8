import type { Appointment, AppointmentInput, Appointments, Service } from '@acorn/domain/activities';
import type { ResidentsPage } from '@acorn/domain/residents';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';

// Every call of the services calendar, in one place.

export const appointmentKeys = {
  all: ['appointments'] as const,
  window: (query: Record<string, string>) => ['appointments', query] as const,
};

export interface AppointmentsWindow {
  from: string;
  to: string;
  services: readonly Service[];
  facility_id: number | null;
}

const queryOf = (w: AppointmentsWindow): Record<string, string> => ({
  from: w.from,
  to: w.to,
  service: w.services.join(','),
  ...(w.facility_id ? { facility_id: String(w.facility_id) } : {}),
});

/** The bookings the calendar shows, and the facilities of the user's groups; the last window stays while the next loads. */
export function useAppointments(w: AppointmentsWindow) {
  const query = queryOf(w);
  return useQuery({
    queryKey: appointmentKeys.window(query),
    queryFn: (): Promise<Appointments> =>
      apiCall('get', '/v1/acorn/appointments', {
        query: {
          from: w.from,
          to: w.to,
          service: [...w.services],
          ...(w.facility_id ? { facility_id: String(w.facility_id) } : {}),
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export const saveAppointment = (id: number | null, body: AppointmentInput): Promise<Appointment> =>
  id === null
    ? apiCall('post', '/v1/acorn/appointments', { body })
    : apiCall('put', '/v1/acorn/appointments/{appointment_id}', { params: { appointment_id: id }, body });

/** A booking as its form and a move send it: every field, whole. */
export const inputOf = (a: Appointment): Required<AppointmentInput> => ({
  service: a.service,
  user_id: a.user_id,
  start_time: a.start_time,
  end_time: a.end_time,
  provider: a.provider,
  location: a.location,
  notes: a.notes,
});

/** Saving and deleting; each refreshes every window shown once done. */
export function useAppointmentWrites() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
  const save = useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AppointmentInput }) => saveAppointment(id, body),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) =>
      apiCall('delete', '/v1/acorn/appointments/{appointment_id}', { params: { appointment_id: id } }),
    onSuccess: refresh,
  });
  return { save, remove };
}

/** Residents whose name (or Acorn id, or room) holds the text: the residents list's own search. */
export function useResidentSearch(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: ['services', 'residents', q],
    queryFn: (): Promise<ResidentsPage> => apiCall('get', '/v1/acorn/residents', { query: { q } }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
