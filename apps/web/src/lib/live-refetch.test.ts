import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, expect, it } from 'vitest';
import { refetchAfterLiveEvent } from './live-refetch';

const KEY = ['chat', 7];
/** A query shown on screen (an observer) whose fetches the test answers one by one. */
function shownQuery() {
  const client = new QueryClient();
  const answers: ((value: string) => void)[] = [];
  const observer = new QueryObserver(client, {
    queryKey: KEY,
    queryFn: () => new Promise<string>((resolve) => answers.push(resolve)),
  });
  const unsubscribe = observer.subscribe(() => {});
  cleanups.push(() => {
    unsubscribe();
    client.clear();
  });
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { client, answers, data: () => client.getQueryData<string>(KEY), settled };
}
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

it('fetches once more after a fetch in flight, which may have read before the change', async () => {
  const { client, answers, data, settled } = shownQuery();
  expect(answers).toHaveLength(1); // the first load, in flight
  refetchAfterLiveEvent(client, KEY); // the resident's reply is stored now
  refetchAfterLiveEvent(client, KEY); // and another event: the same one fetch covers both
  await settled();
  expect(answers).toHaveLength(1); // not cancelled, not doubled
  answers[0]!('before the reply');
  await settled();
  expect(answers).toHaveLength(2);
  answers[1]!('with the reply');
  await settled();
  expect(data()).toBe('with the reply');
  expect(answers).toHaveLength(2);
});

it('fetches at once when nothing is in flight', async () => {
  const { client, answers, data, settled } = shownQuery();
  answers[0]!('first');
  await settled();
  refetchAfterLiveEvent(client, KEY);
  await settled();
  expect(answers).toHaveLength(2);
  answers[1]!('second');
  await settled();
  expect(data()).toBe('second');
});
