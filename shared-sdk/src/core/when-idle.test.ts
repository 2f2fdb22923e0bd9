import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  const original = { request: globalThis.requestIdleCallback, cancel: globalThis.cancelIdleCallback };
  afterEach(() => {
    globalThis.requestIdleCallback = original.request;
    globalThis.cancelIdleCallback = original.cancel;
  });

  test('runs the work when the browser says it is idle, within the deadline, and not after a cancel', () => {
    const idle: { callback: IdleRequestCallback; timeout: number | undefined }[] = [];
    const cancelled: number[] = [];
    globalThis.requestIdleCallback = (callback, options) => idle.push({ callback, timeout: options?.timeout });
    globalThis.cancelIdleCallback = (handle) => cancelled.push(handle);
    const work = jest.fn();

    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    expect(idle[0]?.timeout).toBe(3000);
    idle[0]?.callback({ didTimeout: false, timeRemaining: () => 10 });
    expect(work).toHaveBeenCalledTimes(1);

    const cancel = whenIdle(work, 500);
    expect(idle[1]?.timeout).toBe(500);
    cancel();
    expect(cancelled).toEqual([2]);
  });

  test('falls back to a timer where there is no requestIdleCallback', () => {
    jest.useFakeTimers();
    try {
      Reflect.deleteProperty(globalThis, 'requestIdleCallback');
      const work = jest.fn();
      whenIdle(work);
      expect(work).not.toHaveBeenCalled();
      jest.runAllTimers();
      expect(work).toHaveBeenCalledTimes(1);
      const cancelled = jest.fn();
      whenIdle(cancelled)();
      jest.runAllTimers();
      expect(cancelled).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});
