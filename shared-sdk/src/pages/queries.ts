import { queryOptions } from '@tanstack/react-query';
import type { LecternApi } from '../core/api-context';
import { useChange, useRead, type ReadOptions } from '../core/hooks';
import { queryRoots } from '../core/invalidation';
import type { ContactMessageInput, ContentPageInput } from './schemas';
import type { ContentPageSlug } from './domain';

export const pagesKeys = {
  page: (slug: ContentPageSlug) => [queryRoots.pages, slug] as const,
  list: [queryRoots.admin, 'pages'] as const,
  versions: (slug: ContentPageSlug) => [queryRoots.admin, 'pages', slug, 'versions'] as const,
};

export const contentPageQuery = (api: LecternApi, slug: ContentPageSlug) =>
  queryOptions({ queryKey: pagesKeys.page(slug), queryFn: async () => (await api.getContentPage(slug)).page });
export const useContentPage = (slug: ContentPageSlug, options?: ReadOptions) => useRead((api) => contentPageQuery(api, slug), options);

export const contentPagesQuery = (api: LecternApi) =>
  queryOptions({ queryKey: pagesKeys.list, queryFn: async () => (await api.listContentPages()).pages });
export const useContentPages = (options?: ReadOptions) => useRead(contentPagesQuery, options);

export const contentPageVersionsQuery = (api: LecternApi, slug: ContentPageSlug) =>
  queryOptions({ queryKey: pagesKeys.versions(slug), queryFn: async () => (await api.listContentPageVersions(slug)).versions });
export const useContentPageVersions = (slug: ContentPageSlug, options?: ReadOptions) =>
  useRead((api) => contentPageVersionsQuery(api, slug), options);

/** An admin saves a page: the page everyone reads, the list and the history follow. */
export const useSaveContentPage = (slug: ContentPageSlug) =>
  useChange({
    call: (api, input: ContentPageInput) => api.updateContentPage(slug, input),
    onSuccess: (queryClient, saved) => {
      queryClient.setQueryData(pagesKeys.page(slug), saved.page);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: pagesKeys.list }),
        queryClient.invalidateQueries({ queryKey: pagesKeys.versions(slug) }),
      ]);
    },
  });

/** The form says a refusal itself, beside the words it keeps. */
export const useSendContactMessage = () => useChange({ call: (api, input: ContactMessageInput) => api.sendContactMessage(input) });
