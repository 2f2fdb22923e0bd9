import { gate } from '../testing/gate';
import { KeyedTurns } from './keyed-turns';

const options = { maxPerKey: 3, busyMessage: 'One at a time', retryAfterSeconds: 2 };

test('runs one task per key at a time, in arrival order, while other keys go on', async () => {
  const turns = new KeyedTurns({ ...options, maxPerKey: 100 });
  const order: string[] = [];
  let running = 0;
  let peak = 0;
  const task = (name: string) => async () => {
    running += 1;
    peak = Math.max(peak, running);
    await new Promise((resolve) => setTimeout(resolve, 2));
    order.push(name);
    running -= 1;
    return name;
  };
  const blocker = gate();
  const other = turns.run('b', async () => {
    await blocker.promise;
    return 'b';
  });
  const answers = await Promise.all(['1', '2', '3', '4', '5'].map((name) => turns.run('a', task(name))));

  expect(answers).toEqual(['1', '2', '3', '4', '5']);
  expect(order).toEqual(['1', '2', '3', '4', '5']);
  expect(peak).toBe(1);
  blocker.open();
  await expect(other).resolves.toBe('b');
  expect(turns.size).toBe(0);
});

test('a failed task hands the turn on and its error to its own caller only', async () => {
  const turns = new KeyedTurns(options);
  const failing = turns.run('a', async () => {
    throw new Error('boom');
  });
  const next = turns.run('a', async () => 'next');
  await expect(failing).rejects.toThrow('boom');
  await expect(next).resolves.toBe('next');
  expect(turns.size).toBe(0);
});

test('refuses a key past its places with a 429 that says when to retry, and takes it again once a place is free', async () => {
  const turns = new KeyedTurns(options);
  const blocker = gate();
  const held = [1, 2, 3].map(() => turns.run('a', () => blocker.promise));

  await expect(turns.run('a', async () => 'never')).rejects.toMatchObject({
    statusCode: 429,
    message: 'One at a time',
    headers: { 'retry-after': '2' },
  });
  await expect(turns.run('b', async () => 'other key')).resolves.toBe('other key');
  blocker.open();
  await Promise.all(held);
  await expect(turns.run('a', async () => 'again')).resolves.toBe('again');
  expect(turns.size).toBe(0);
});

test('counts places as they free: after the first of three ends, one more may join', async () => {
  const turns = new KeyedTurns(options);
  const first = gate();
  const rest = gate();
  const a = turns.run('a', () => first.promise);
  const b = turns.run('a', () => rest.promise);
  const c = turns.run('a', () => rest.promise);
  first.open();
  await a;
  const d = turns.run('a', () => rest.promise);
  await expect(turns.run('a', async () => 'never')).rejects.toMatchObject({ statusCode: 429 });
  rest.open();
  await Promise.all([b, c, d]);
  expect(turns.size).toBe(0);
});
