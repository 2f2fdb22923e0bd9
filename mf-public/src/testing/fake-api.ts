import { httpApi, type LecternApi } from '@lectern/shared-sdk';

/** Every endpoint of the real client as a jest.fn that fails loudly unless a test stubs it. */
export function fakeApi(overrides: Partial<LecternApi> = {}): LecternApi {
  const stubs: Record<string, jest.Mock> = {};
  for (const name of Object.keys(httpApi)) {
    stubs[name] = jest.fn(() => Promise.reject(new Error(`Unexpected API call: ${name}`)));
  }
  return { ...(stubs as unknown as LecternApi), ...overrides };
}
