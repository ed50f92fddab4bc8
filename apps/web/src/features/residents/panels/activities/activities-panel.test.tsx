// @vitest-environment happy-dom
import { RESIDENT_EVENT_MESSAGES, type ResidentEvent } from '@acorn/domain/activities';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptionOf } from '../../../../../test/queries';
import { liveEvent } from '../../../../../test/render';
import { page, type Routes } from '../../../../../test/server-double';
import { formatDateTime } from '../../../../lib/format';
import { JOHN, LIST, MARY, residentsPage, showResidents } from '../../test/residents-fixtures';

const EVENTS = '/v1/acorn/residents/12/events';

const activity = (
  public_event_id: number,
  title: string,
  extra: Partial<ResidentEvent> = {},
): ResidentEvent => ({
  public_event_id,
  title,
  location: 'Oak House, day room',
  category: 'Social',
  start_time: '2026-11-22T10:00:00.000Z',
  end_time: '2026-11-22T11:30:00.000Z',
  attendance: null,
  marked_by: null,
  marked_at: null,
  answer: null,
  answered_at: null,
  invite_state: null,
  ...extra,
});
const QUIZ = activity(7, 'Table quiz', {
  answer: 'going',
  answered_at: '2026-11-21T08:00:00.000Z',
  invite_state: 'done',
});
const COFFEE = activity(8, 'Coffee morning', { invite_state: 'delivered' });
const WALK = activity(9, 'Walk to the river');
const YOGA = activity(3, 'Chair yoga', {
  start_time: '2026-11-20T10:00:00.000Z',
  end_time: '2026-11-20T10:45:00.000Z',
});

/** The screen with Mary's Activities panel open, the server answering coming and past events. */
async function openActivities(routes: Routes = {}, who = 'Mary Smith') {
  const shown = showResidents('/users', {
    [`GET ${EVENTS}`]: (call) => page(call.query.get('when') === 'past' ? [YOGA] : [QUIZ, COFFEE, WALK]),
    ...routes,
  });
  await shown.user.click(await screen.findByRole('button', { name: `Activities of ${who}` }));
  return shown;
}

describe('the Activities panel', () => {
  it('lists coming activities with when, where and the resident’s answer in words', async () => {
    const { server } = await openActivities();
    const list = await screen.findByRole('list', { name: 'Coming activities' });
    const quiz = within(list).getByRole('heading', { name: 'Table quiz' }).closest('li')!;
    expect(quiz.textContent).toContain('Going');
    expect(quiz.textContent).toContain(`Answered on the tablet ${formatDateTime(QUIZ.answered_at)}`);
    expect(quiz.textContent).toContain(formatDateTime(QUIZ.start_time));
    expect(quiz.textContent).toContain('Oak House, day room');
    expect(list.textContent).toContain('Invited — no answer yet (delivered to the tablet)');
    expect(list.textContent).toContain('Not invited yet');
    expect(server.last('GET', EVENTS)?.query.get('when')).toBe('coming');
  });

  it('invites the resident and says the server’s words', async () => {
    const { user, server } = await openActivities({
      [`POST ${EVENTS}/9/invite`]: {
        status: 202,
        body: { message: RESIDENT_EVENT_MESSAGES.invited, command_id: 40, state: 'queued' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Invite to Walk to the river' }));
    expect(await screen.findByText(RESIDENT_EVENT_MESSAGES.invited)).toBeDefined();
    expect(server.callsTo('POST', `${EVENTS}/9/invite`)).toHaveLength(1);
  });

  it('cannot invite a resident without a tablet, and says why', async () => {
    await openActivities({
      [`GET ${LIST}`]: { body: residentsPage([{ ...MARY, has_tablet: false }, JOHN]) },
    });
    const invite = await screen.findByRole('button', { name: 'Invite to Walk to the river' });
    expect(invite).toHaveProperty('disabled', true);
    expect(descriptionOf(invite)).toBe(
      'No tablet is enrolled for Mary yet, so invitations cannot reach them.',
    );
  });

  it('marks a past activity’s attendance at once, and shows who marked it and when', async () => {
    let marked = YOGA;
    const { user, server } = await openActivities({
      [`GET ${EVENTS}`]: (call) => page(call.query.get('when') === 'past' ? [marked] : []),
      [`PUT ${EVENTS}/3/attendance`]: (call) => {
        const { attendance } = call.body as { attendance: ResidentEvent['attendance'] };
        marked = attendance
          ? { ...YOGA, attendance, marked_by: 'Sam Staff', marked_at: '2026-11-21T09:00:00.000Z' }
          : YOGA;
        return { body: marked };
      },
    });
    expect(await screen.findByText('No coming activities reach Mary.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Past' }));
    const group = await screen.findByRole('group', { name: 'Attendance at Chair yoga' });
    await user.click(within(group).getByRole('button', { name: 'Attended' }));
    expect(await screen.findByText(RESIDENT_EVENT_MESSAGES.marked)).toBeDefined();
    expect(server.last('PUT', `${EVENTS}/3/attendance`)?.body).toEqual({ attendance: 'attended' });
    expect(
      await screen.findByText(`Attended: marked by Sam Staff, ${formatDateTime('2026-11-21T09:00:00.000Z')}`),
    ).toBeDefined();
    expect(within(group).getByRole('button', { name: 'Attended' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Clear attendance at Chair yoga' }));
    await waitFor(() =>
      expect(server.last('PUT', `${EVENTS}/3/attendance`)?.body).toEqual({ attendance: null }),
    );
    expect(await screen.findByText('Not marked yet')).toBeDefined();
  });

  it('never draws coming activities as past ones while the past ones load', async () => {
    let answerPast: () => void = () => undefined;
    const { user } = await openActivities({
      [`GET ${EVENTS}`]: (call) =>
        call.query.get('when') === 'past'
          ? new Promise((resolve) => (answerPast = () => resolve(page([YOGA]))))
          : page([QUIZ, COFFEE, WALK]),
    });
    await screen.findByRole('list', { name: 'Coming activities' });
    await user.click(screen.getByRole('button', { name: 'Past' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading the activities' })).toBeDefined();
    expect(screen.queryByRole('group', { name: /^Attendance at / })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Table quiz' })).toBeNull();
    answerPast();
    expect(await screen.findByRole('group', { name: 'Attendance at Chair yoga' })).toBeDefined();
  });

  it('shows the tablet’s answer when it arrives live', async () => {
    const { server } = await openActivities();
    const list = await screen.findByRole('list', { name: 'Coming activities' });
    expect(list.textContent).not.toContain('Not going');
    server.on({
      [`GET ${EVENTS}`]: page([QUIZ, { ...COFFEE, answer: 'not_going', invite_state: 'done' }, WALK]),
    });
    act(() =>
      liveEvent({ type: 'event_answer', group_id: 3, user_id: 12, public_event_id: 8, answer: 'not_going' }),
    );
    const coffee = await screen.findByText('Not going');
    expect(coffee.closest('li')!.textContent).toContain('Coffee morning');
  });
});
