import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { servicesParamsOf, servicesViewOf } from './services-address';

const read = (search: string) => servicesViewOf(new URLSearchParams(search));

describe('the services calendar’s address', () => {
  it('reads the day, the view, the services and the facility, ignoring what it cannot use', () => {
    expect(read('date=2026-12-04&view=day&service=Doctor,Dentist,Hairdressing&facility_id=3')).toEqual({
      date: '2026-12-04',
      view: 'day',
      // In the calendar's order, whatever the address's.
      services: ['Hairdressing', 'Doctor'],
      facility_id: 3,
    });
    expect(read('date=04.12.2026&view=month&service=&facility_id=x')).toEqual({
      date: dayjs().format('YYYY-MM-DD'),
      view: 'week',
      services: ['Hairdressing', 'Physiotherapy', 'Chiropractor', 'Doctor'],
      facility_id: null,
    });
  });

  it('writes only what differs from the defaults, so a plain /services stays plain', () => {
    expect(servicesParamsOf(read('')).toString()).toBe('');
    const view = read('date=2026-12-04&view=day&service=Physiotherapy&facility_id=3');
    expect(servicesParamsOf(view).toString()).toBe(
      'date=2026-12-04&view=day&service=Physiotherapy&facility_id=3',
    );
  });
});
