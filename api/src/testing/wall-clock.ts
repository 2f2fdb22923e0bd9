/**
 * Runs `work` with Date.now moved `seconds` ahead. The rate limits (rate-limiter-flexible) read the wall clock, not
 * the app's injectable clock, so a test that waits out a limit's window moves this one.
 */
export async function withWallClockAhead<T>(seconds: number, work: () => Promise<T>): Promise<T> {
  const realNow = Date.now.bind(Date);
  const spy = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + seconds * 1000);
  try {
    return await work();
  } finally {
    spy.mockRestore();
  }
}
