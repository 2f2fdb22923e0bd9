import { catalogueHeaders } from '@lectern/shared-sdk/courses/schemas';
import type { ResponseHeader } from '../plugins/docs';

export interface PageLinks {
  /** The list's absolute address without a query, e.g. https://api.example.edu/api/courses. */
  url: string;
  /** The query that selected the list, page excluded; undefined values are left out. */
  query: Record<string, string | number | undefined>;
  page: number;
  limit: number;
  /** Items over all pages. */
  total: number;
}

/**
 * `X-Total-Count` and an RFC 8288 `Link` header with first, prev, next and last, as GitHub's API paginates: the body
 * stays the bare array the spec's readers accept.
 */
export function paginationHeaders({ url, query, page, limit, total }: PageLinks): Record<string, string> {
  const lastPage = Math.max(1, Math.ceil(total / limit));
  const pageUrl = (target: number) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
    search.set('limit', String(limit));
    search.set('page', String(target));
    return `<${url}?${search.toString()}>`;
  };
  const links = [`${pageUrl(1)}; rel="first"`];
  if (page > 1) links.push(`${pageUrl(Math.min(page - 1, lastPage))}; rel="prev"`);
  if (page < lastPage) links.push(`${pageUrl(page + 1)}; rel="next"`);
  links.push(`${pageUrl(lastPage)}; rel="last"`);
  return { [catalogueHeaders.totalCount]: String(total), [catalogueHeaders.link]: links.join(', ') };
}

/** The headers a browser may read across origins: the pagination ones and Retry-After. */
export const exposedHeaders = ['Retry-After', 'X-Total-Count', 'X-Unfiltered-Count', 'Link'];

/** OpenAPI: what a paginated list's answer carries besides its array. */
export const paginationResponseHeaders: Record<string, ResponseHeader> = {
  'X-Total-Count': { description: 'Items matching the query, over all pages', schema: { type: 'integer' } },
  Link: { description: 'RFC 8288 links to the first, prev, next and last pages', schema: { type: 'string' } },
};
