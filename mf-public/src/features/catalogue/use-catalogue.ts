import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  categories,
  courseLengths,
  minimumRatings,
  paths,
  useCartQuery,
  useCourseList,
  useMyEnrollments,
  useSearchParams,
  useSession,
  type Category,
  type CourseLength,
  type CourseListQuery,
  type MinimumRating,
  type CoursePage,
  type Id,
} from '@lectern/shared-sdk';

export const CATALOGUE_PAGE_SIZE = 12;
const SEARCH_DEBOUNCE_MS = 300;

export const sortOptions = [
  { value: 'popular', label: 'Most Popular' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'rating', label: 'Highest rated' },
  { value: 'newest', label: 'Newest' },
] as const;
type CatalogueSort = (typeof sortOptions)[number]['value'];

export const priceOptions = [
  { value: 'all', label: 'All Courses' },
  { value: 'free', label: 'Free' },
  { value: 'paid', label: 'Paid' },
] as const;
type CataloguePrice = (typeof priceOptions)[number]['value'];

export const lengthOptions = (Object.keys(courseLengths) as CourseLength[]).map((value) => ({ value, label: courseLengths[value].label }));
export const ratingOptions = minimumRatings.map((value) => ({ value, label: `${Number(value).toFixed(1)} & up` }));

const DEFAULT_SORT: CatalogueSort = 'popular';
const DEFAULT_PRICE: CataloguePrice = 'all';

function parseSort(value: string | null): CatalogueSort {
  return sortOptions.find((option) => option.value === value)?.value ?? DEFAULT_SORT;
}

function parsePrice(value: string | null): CataloguePrice {
  return priceOptions.find((option) => option.value === value)?.value ?? DEFAULT_PRICE;
}

/** A category the address names, as the catalogue spells it (a link may differ in case); none for any other text. */
export function parseCategory(value: string | null): Category | undefined {
  const wanted = (value ?? '').trim().toLowerCase();
  return categories.find((category) => category.toLowerCase() === wanted);
}

export function parseLength(value: string | null): CourseLength | undefined {
  return lengthOptions.find((option) => option.value === value)?.value;
}

export function parseRating(value: string | null): MinimumRating | undefined {
  return ratingOptions.find((option) => option.value === value)?.value;
}

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * The catalogue page an address asks for, normalised so the server render and the screen name the same query:
 * defaults spelled out, no empty search.
 */
export function catalogueQuery(search: URLSearchParams): CourseListQuery {
  const q = (search.get('q') ?? '').trim();
  const query: CourseListQuery = {
    sort: parseSort(search.get('sort')),
    price: parsePrice(search.get('price')),
    page: parsePage(search.get('page')),
    limit: CATALOGUE_PAGE_SIZE,
  };
  if (q) query.q = q;
  const category = parseCategory(search.get('category'));
  if (category) query.category = category;
  const length = parseLength(search.get('length'));
  if (length) query.length = length;
  const rating = parseRating(search.get('rating'));
  if (rating) query.rating = rating;
  return query;
}

/**
 * The catalogue's address for a query, with only the filters that change what it lists (defaults left out): the
 * pagination's links and the canonical address of a server-rendered page.
 */
export function catalogueHref(query: CourseListQuery): string {
  const search = new URLSearchParams();
  if (query.q) search.set('q', query.q);
  if (query.category) search.set('category', query.category);
  if (query.length) search.set('length', query.length);
  if (query.rating) search.set('rating', query.rating);
  if (query.sort && query.sort !== DEFAULT_SORT) search.set('sort', query.sort);
  if (query.price && query.price !== DEFAULT_PRICE) search.set('price', query.price);
  if (query.page && query.page > 1) search.set('page', String(query.page));
  const text = search.toString();
  return `${paths.courses()}${text ? `?${text}` : ''}`;
}

const emptyPage = (page: number): CoursePage => ({ courses: [], total: 0, totalAll: 0, page, limit: CATALOGUE_PAGE_SIZE });

/** The catalogue's filters live in the address (?q=&category=&length=&rating=&sort=&price=&page=) so a reload or a shared link keeps them. */
export function useCatalogue() {
  const student = useSession((state) => state.user?.role === 'student');
  const [searchParams, setSearchParams] = useSearchParams();
  const query = catalogueQuery(searchParams);
  const sort = parseSort(searchParams.get('sort'));
  const price = parsePrice(searchParams.get('price'));
  const page = query.page ?? 1;
  const q = query.q ?? '';
  const category = query.category;
  const length = query.length;
  const rating = query.rating;

  const [search, setSearch] = useState(q);
  const lastWrittenQ = useRef(q);
  // The previous page stays on screen while the next one loads.
  const list = useCourseList(query, { keepPrevious: true, failure: 'Failed to fetch courses.' });
  // Spec: enrolment and cart status are loaded only for students; a failure leaves the lists empty.
  const enrollments = useMyEnrollments({ enabled: student });
  const cart = useCartQuery({ enabled: student });

  const updateParams = useCallback(
    (changes: {
      q?: string;
      category?: Category | '';
      length?: CourseLength | '';
      rating?: MinimumRating | '';
      sort?: CatalogueSort;
      price?: CataloguePrice;
      page?: number;
    }) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (key: string, value: string | undefined, fallback: string) => {
            if (value === undefined) return;
            if (value === fallback || value === '') next.delete(key);
            else next.set(key, value);
          };
          set('q', changes.q, '');
          set('category', changes.category, '');
          set('length', changes.length, '');
          set('rating', changes.rating, '');
          set('sort', changes.sort, DEFAULT_SORT);
          set('price', changes.price, DEFAULT_PRICE);
          set('page', changes.page === undefined ? undefined : String(changes.page), '1');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  // An address change that did not come from typing (back button, Clear Filters) refills the box.
  useEffect(() => {
    if (q !== lastWrittenQ.current) {
      lastWrittenQ.current = q;
      setSearch(q);
    }
  }, [q]);

  useEffect(() => {
    const wanted = search.trim();
    // Text we wrote ourselves (Clear Filters) is already on its way to the address; a timer here would write the
    // old filters back, because the router's updater starts from the params of the render that scheduled it.
    if (wanted === q || wanted === lastWrittenQ.current) return undefined;
    const timer = setTimeout(() => {
      lastWrittenQ.current = wanted;
      updateParams({ q: wanted, page: 1 });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, q, updateParams]);

  const data = list.isError ? emptyPage(page) : list.data;

  const enrolledIds = useMemo<ReadonlySet<Id>>(
    () => new Set(student ? (enrollments.data ?? []).map((enrollment) => enrollment.courseId.id) : []),
    [student, enrollments.data],
  );
  const cartIds = useMemo<ReadonlySet<Id>>(
    () => new Set(student ? (cart.data?.courseIds ?? []).map((course) => course.id) : []),
    [student, cart.data],
  );

  const clearFilters = useCallback(() => {
    lastWrittenQ.current = '';
    setSearch('');
    updateParams({ q: '', category: '', length: '', rating: '', sort: DEFAULT_SORT, price: DEFAULT_PRICE, page: 1 });
  }, [updateParams]);

  const pageCount = Math.max(1, Math.ceil((data?.total ?? 0) / CATALOGUE_PAGE_SIZE));

  return {
    search,
    setSearch,
    sort,
    setSort: (value: CatalogueSort) => updateParams({ sort: value, page: 1 }),
    price,
    setPrice: (value: CataloguePrice) => updateParams({ price: value, page: 1 }),
    category,
    setCategory: (value: Category | '') => updateParams({ category: value, page: 1 }),
    length,
    setLength: (value: CourseLength | '') => updateParams({ length: value, page: 1 }),
    rating,
    setRating: (value: MinimumRating | '') => updateParams({ rating: value, page: 1 }),
    page,
    pageCount,
    /** The address of another page of this list, for the pagination's links. */
    pageHref: (value: number) => catalogueHref({ ...query, page: value }),
    clearFilters,
    courses: data?.courses ?? [],
    total: data?.total ?? 0,
    totalAll: data?.totalAll ?? 0,
    loaded: data !== undefined,
    loading: list.isFetching,
    enrolledIds,
    cartIds,
  };
}

/** What the filter bar reads and changes: the search box, the order and the price filter. */
export type CatalogueFilterState = Pick<
  ReturnType<typeof useCatalogue>,
  'search' | 'setSearch' | 'sort' | 'setSort' | 'price' | 'setPrice' | 'category' | 'setCategory' | 'length' | 'setLength' | 'rating' | 'setRating'
>;

/**
 * 'Showing X of Y courses' (the spec's words: the matches of every course) while the matches fit one page; over
 * several pages, which of them this page shows ('Showing 13–15 of 15 courses'), never more than the cards on screen.
 */
export function showingText({ page, shown, total, totalAll }: { page: number; shown: number; total: number; totalAll: number }): string {
  if (total <= CATALOGUE_PAGE_SIZE) return `Showing ${total} of ${totalAll} courses`;
  if (shown === 0) return `Showing 0 of ${total} courses`;
  const first = (page - 1) * CATALOGUE_PAGE_SIZE + 1;
  return `Showing ${first}–${first + shown - 1} of ${total} courses`;
}
