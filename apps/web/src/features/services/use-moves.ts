import type { Appointment, Service } from '@acorn/domain/activities';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiError } from '../../lib/api';
import type { MoveChoice } from './services-calendar';
import { appointmentKeys, inputOf, saveAppointment } from './services-api';

interface Placement {
  start_time: string;
  end_time: string;
  service: Service;
}

/**
 * Bookings dragged to a new time: each shows where it was dropped while its save is under way, stays there
 * once saved (the calendar has been read again by then), and goes back where it was if the server refuses,
 * with the server's reason (the resident is booked then) to show.
 */
export function useMoves() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<ReadonlyMap<number, Placement>>(new Map());
  const [refusal, setRefusal] = useState<string | null>(null);
  const place = (id: number, placement: Placement | null) =>
    setPending((before) => {
      const after = new Map(before);
      if (placement) after.set(id, placement);
      else after.delete(id);
      return after;
    });

  const move = async ({ item, start, end, service }: MoveChoice) => {
    const a = item.appointment;
    const placement = { start_time: start.toISOString(), end_time: end.toISOString(), service };
    if (placement.start_time === a.start_time && placement.end_time === a.end_time && service === a.service)
      return;
    setRefusal(null);
    place(a.appointment_id, placement);
    try {
      await saveAppointment(a.appointment_id, { ...inputOf(a), ...placement });
      await queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
    } catch (e) {
      setRefusal(e instanceof ApiError && e.status < 500 ? e.message : 'Try again later.');
    } finally {
      place(a.appointment_id, null);
    }
  };

  const placed = useCallback(
    (a: Appointment): Appointment => ({ ...a, ...pending.get(a.appointment_id) }),
    [pending],
  );
  return { placed, move: (m: MoveChoice) => void move(m), refusal, dismiss: () => setRefusal(null) };
}
