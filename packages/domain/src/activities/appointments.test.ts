import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_MESSAGES,
  appointmentsQuerySchema,
  validateAppointment,
  type AppointmentInput,
} from './appointments';

const DUBLIN = 'Europe/Dublin';
const TORONTO = 'America/Toronto';
// 25.11.2026 is a Wednesday; Dublin keeps UTC in winter, Toronto is five hours behind.
const booking: AppointmentInput = {
  service: 'Physiotherapy',
  user_id: 12,
  start_time: '2026-11-25T10:00:00.000Z',
  end_time: '2026-11-25T11:00:00.000Z',
  provider: 'Anne Byrne',
  location: null,
  notes: null,
};
const refusal = (change: Partial<AppointmentInput>, zone: string | null = DUBLIN) =>
  validateAppointment({ ...booking, ...change }, zone);

describe('an appointment’s rules', () => {
  it('pass a booking within the hours', () => {
    expect(refusal({})).toBeNull();
    expect(refusal({ start_time: '2026-11-25T09:00:00Z', end_time: '2026-11-25T17:00:00Z' })).toBeNull();
  });

  it('go in the form’s order, the first failure on its field', () => {
    expect(refusal({ service: ' ', user_id: null, start_time: null })).toEqual({
      field: 'service',
      message: APPOINTMENT_MESSAGES.service,
    });
    expect(refusal({ service: 'Dentist' })?.field).toBe('service');
    expect(refusal({ user_id: null, start_time: '' })).toEqual({
      field: 'user_id',
      message: APPOINTMENT_MESSAGES.resident,
    });
    expect(refusal({ start_time: 'soon', end_time: null })).toEqual({
      field: 'start_time',
      message: APPOINTMENT_MESSAGES.start,
    });
    expect(refusal({ end_time: undefined })).toEqual({
      field: 'end_time',
      message: APPOINTMENT_MESSAGES.end,
    });
    expect(refusal({ end_time: booking.start_time })).toEqual({
      field: 'end_time',
      message: 'End must be after start.',
    });
  });

  it('keep to 9:00–17:00 on the facility’s clock, within one day', () => {
    expect(refusal({ start_time: '2026-11-25T08:59:00Z' })).toEqual({
      field: 'start_time',
      message: APPOINTMENT_MESSAGES.startHours,
    });
    expect(refusal({ end_time: '2026-11-25T17:01:00Z' })?.message).toBe(APPOINTMENT_MESSAGES.endHours);
    expect(refusal({ end_time: '2026-11-26T10:00:00Z' })?.message).toBe(APPOINTMENT_MESSAGES.endHours);
    // 10:00 in Dublin is 05:00 in Toronto; 15:00–16:00 UTC is 10:00–11:00 there.
    expect(refusal({}, TORONTO)?.message).toBe(APPOINTMENT_MESSAGES.startHours);
    expect(
      refusal({ start_time: '2026-11-25T15:00:00Z', end_time: '2026-11-25T16:00:00Z' }, TORONTO),
    ).toBeNull();
  });

  it('leave the hours to the server until the resident’s facility is known', () => {
    expect(refusal({ start_time: '2026-11-25T03:00:00Z' }, null)).toBeNull();
  });

  it('name the clashing booking on the facility’s clock', () => {
    const other = { service: 'Physiotherapy', start_time: booking.start_time!, end_time: booking.end_time! };
    expect(APPOINTMENT_MESSAGES.clash('Mary Byrne', other, DUBLIN)).toBe(
      'Mary Byrne already has Physiotherapy 10:00–11:00 on 25.11.2026.',
    );
    expect(APPOINTMENT_MESSAGES.clash('Mary Byrne', other, TORONTO)).toBe(
      'Mary Byrne already has Physiotherapy 05:00–06:00 on 25.11.2026.',
    );
  });
});

describe('the appointments query', () => {
  it('takes the services as a comma-separated list of known services', () => {
    const q = { from: '2026-11-23T00:00:00Z', to: '2026-11-30T00:00:00Z' };
    expect(appointmentsQuerySchema.parse({ ...q, service: 'Doctor,Physiotherapy' }).service).toEqual([
      'Doctor',
      'Physiotherapy',
    ]);
    expect(appointmentsQuerySchema.safeParse({ ...q, service: 'Dentist' }).success).toBe(false);
  });
});
