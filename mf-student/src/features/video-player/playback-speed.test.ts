import { act, renderHook } from '@testing-library/react';
import { PLAYBACK_SPEED_KEY, readPlaybackSpeed, stepPlaybackSpeed, usePlaybackSpeed } from './playback-speed';

afterEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

test('steps through 0.75x to 2x and stays at either end', () => {
  expect(stepPlaybackSpeed(1, 1)).toBe(1.25);
  expect(stepPlaybackSpeed(1, -1)).toBe(0.75);
  expect(stepPlaybackSpeed(0.75, -1)).toBe(0.75);
  expect(stepPlaybackSpeed(2, 1)).toBe(2);
});

test('reads the saved speed, normal when none or a speed it does not offer is saved', () => {
  expect(readPlaybackSpeed()).toBe(1);
  window.localStorage.setItem(PLAYBACK_SPEED_KEY, '1.75');
  expect(readPlaybackSpeed()).toBe(1.75);
  window.localStorage.setItem(PLAYBACK_SPEED_KEY, '16');
  expect(readPlaybackSpeed()).toBe(1);
  window.localStorage.setItem(PLAYBACK_SPEED_KEY, 'fast');
  expect(readPlaybackSpeed()).toBe(1);
});

test('a speed chosen is kept for every player on the page and the next visit', () => {
  const first = renderHook(() => usePlaybackSpeed());
  const second = renderHook(() => usePlaybackSpeed());
  act(() => first.result.current[1](1.5));
  expect(first.result.current[0]).toBe(1.5);
  expect(second.result.current[0]).toBe(1.5);
  expect(window.localStorage.getItem(PLAYBACK_SPEED_KEY)).toBe('1.5');
  first.unmount();
  second.unmount();
  expect(renderHook(() => usePlaybackSpeed()).result.current[0]).toBe(1.5);
});

test('where storage refuses to keep it, the speed still changes for this page', () => {
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('quota', 'QuotaExceededError');
  });
  const { result } = renderHook(() => usePlaybackSpeed());
  act(() => result.current[1](2));
  expect(result.current[0]).toBe(2);
});
