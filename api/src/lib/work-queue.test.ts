import { gate } from '../testing/gate';
import { HttpError } from './http-errors';
import { WorkQueue } from './work-queue';

const options = { concurrency: 2, maxWaiting: 3, maxPerKey: 2, busyMessage: 'Busy' };

test('runs at most `concurrency` tasks at once, the others in turn', async () => {
  const queue = new WorkQueue({ ...options, maxPerKey: 10 });
  let running = 0;
  let peak = 0;
  const task = async () => {
    running += 1;
    peak = Math.max(peak, running);
    await new Promise((resolve) => setTimeout(resolve, 5));
    running -= 1;
  };
  await Promise.all(Array.from({ length: 5 }, () => queue.run('a', task)));
  expect(peak).toBe(2);
});

test('refuses with a 503 past the waiting room, and with a 429 past the places one key may hold; both say when to retry', async () => {
  const queue = new WorkQueue({ ...options, maxWaiting: 1, keyBusyMessage: 'Your share is busy' });
  const blocker = gate();
  const first = queue.run('a', () => blocker.promise);
  const second = queue.run('b', () => blocker.promise);
  const waiting = queue.run('a', () => blocker.promise);

  await expect(queue.run('d', async () => 'never')).rejects.toMatchObject({ statusCode: 503, message: 'Busy', headers: { 'retry-after': '2' } });
  await expect(queue.run('a', async () => 'never')).rejects.toMatchObject({
    statusCode: 429,
    message: 'Your share is busy',
    headers: { 'retry-after': '2' },
  });
  await expect(queue.run('a', async () => 'never')).rejects.toBeInstanceOf(HttpError);
  blocker.open();
  await Promise.all([first, second, waiting]);
  await expect(queue.run('d', async () => 'now')).resolves.toBe('now');
});

test('a task counts under each of its keys: a flood for one account from many addresses leaves places for another', async () => {
  const queue = new WorkQueue({ concurrency: 1, maxWaiting: 10, maxPerKey: 2, busyMessage: 'Busy' });
  const blocker = gate();
  const flood = Array.from({ length: 20 }, (_, index) =>
    queue.run([`ip ${index}`, 'account victim'], () => blocker.promise).catch((error: unknown) => error),
  );
  const honest = queue.run(['ip 99', 'account owner'], async () => 'signed in');
  blocker.open();
  await expect(honest).resolves.toBe('signed in');
  const refused = (await Promise.all(flood)).filter((result): result is HttpError => result instanceof HttpError);
  expect(refused).toHaveLength(18);
  expect(refused.every((error) => error.statusCode === 429)).toBe(true);
});

test('a flood from one key leaves places for another', async () => {
  const queue = new WorkQueue({ concurrency: 1, maxWaiting: 10, maxPerKey: 2, busyMessage: 'Busy' });
  const blocker = gate();
  const flood = Array.from({ length: 20 }, () => queue.run('flooder', () => blocker.promise).catch((error: unknown) => error));
  const honest = queue.run('honest', async () => 'signed in');
  blocker.open();
  await expect(honest).resolves.toBe('signed in');
  const refused = (await Promise.all(flood)).filter((result) => result instanceof HttpError);
  expect(refused).toHaveLength(18);
});

test('a place reserved before other checks counts at once, and is given back once when released', async () => {
  const queue = new WorkQueue({ ...options, keyBusyMessage: 'Your share is busy' });
  const first = queue.reserve(['ip a', 'account x']);
  const second = queue.reserve(['ip b', 'account x']);
  expect(() => queue.reserve(['ip c', 'account x'])).toThrow('Your share is busy');
  first.release();
  first.release();
  const third = queue.reserve(['ip c', 'account x']);
  expect(() => queue.reserve(['ip d', 'account x'])).toThrow('Your share is busy');
  await expect(third.run(async () => 'checked')).resolves.toBe('checked');
  second.release();
  third.release();
  await expect(queue.run(['ip d', 'account x'], async () => 'free again')).resolves.toBe('free again');
});
