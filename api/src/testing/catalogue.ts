import { courseListSchema, readCoursePage, type CoursePage } from '@lectern/shared-sdk/courses/schemas';
import type { TestHarness, TestResponse } from './test-app';

/** rel → address of each link in an RFC 8288 Link header. */
export function linksOf(response: TestResponse): Record<string, string> {
  const header = String(response.headers.link ?? '');
  return Object.fromEntries([...header.matchAll(/<([^>]*)>;\s*rel="([^"]+)"/g)].map((match) => [match[2], match[1]]));
}

/** A catalogue page as a client reads it: the bare array, its counts from the headers, its page and size from the address. */
export async function getCataloguePage(t: TestHarness, url: string, token?: string): Promise<CoursePage & { links: Record<string, string> }> {
  const response = await t.get(url, token);
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${JSON.stringify(response.body)}`);
  const query = new URL(url, 'http://localhost').searchParams;
  const requested = (name: string) => (query.has(name) ? Number(query.get(name)) : undefined);
  const header = (name: string) => {
    const value = response.headers[name];
    return value === undefined ? undefined : String(value);
  };
  return {
    ...readCoursePage(courseListSchema.parse(response.body), header, { page: requested('page'), limit: requested('limit') }),
    links: linksOf(response),
  };
}
