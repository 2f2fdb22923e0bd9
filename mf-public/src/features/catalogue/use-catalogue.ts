import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  errorMessage,
  notify,
  useApi,
  useSession,
  type CourseListQuery,
  type CoursePage,
  type Id,
} from '@lectern/shared-sdk';

export const CATALOGUE_PAGE_SIZE = 12;
export const SEARCH_DEBOUNCE_MS = 300;

export const sortOptions = [
  { value: 'popular', label: 'Most Popular' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
] as const;
export type CatalogueSort = (typeof sortOptions)[number]['value'];

export const priceOptions = [
  { value: 'all', label: 'All Courses' },
  { value: 'free', label: 'Free' },
  { value: 'paid', label: 'Paid' },
] as const;
export type CataloguePrice = (typeof priceOptions)[number]['value'];

const DEFAULT_SORT: CatalogueSort = 'popular';
const DEFAULT_PRICE: CataloguePrice = 'all';

function parseSort(value: string | null): CatalogueSort {
  return sortOptions.find((option) => option.value === value)?.value ?? DEFAULT_SORT;
}

function parsePrice(value: string | null): CataloguePrice {
  return priceOptions.find((option) => option.value === value)?.value ?? DEFAULT_PRICE;
}

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

interface ListState {
  data: CoursePage | null;
  loading: boolean;
}

/** The catalogue's filters live in the address (?q=&sort=&price=&page=) so a reload or a shared link keeps them. */
export function useCatalogue() {
  const api = useApi();
  const role = useSession((state) => state.user?.role ?? null);
  const [searchParams, setSearchParams] = useSearchParams();
  const q = (searchParams.get('q') ?? '').trim();
  const sort = parseSort(searchParams.get('sort'));
  const price = parsePrice(searchParams.get('price'));
  const page = parsePage(searchParams.get('page'));

  const [search, setSearch] = useState(q);
  const lastWrittenQ = useRef(q);
  const [list, setList] = useState<ListState>({ data: null, loading: true });
  const [enrolledIds, setEnrolledIds] = useState<ReadonlySet<Id>>(new Set());
  const [cartIds, setCartIds] = useState<ReadonlySet<Id>>(new Set());

  const updateParams = useCallback(
    (changes: { q?: string; sort?: CatalogueSort; price?: CataloguePrice; page?: number }) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (key: string, value: string | undefined, fallback: string) => {
            if (value === undefined) return;
            if (value === fallback || value === '') next.delete(key);
            else next.set(key, value);
          };
          set('q', changes.q, '');
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

  useEffect(() => {
    let current = true;
    setList((state) => ({ ...state, loading: true }));
    const query: CourseListQuery = { sort, price, page, limit: CATALOGUE_PAGE_SIZE };
    if (q) query.q = q;
    api
      .listCourses(query)
      .then((data) => {
        if (current) setList({ data, loading: false });
      })
      .catch((error: unknown) => {
        if (!current) return;
        notify.error('Failed to fetch courses.', errorMessage(error, 'Please try again.'));
        setList({ data: { courses: [], total: 0, totalAll: 0, page, limit: CATALOGUE_PAGE_SIZE }, loading: false });
      });
    return () => {
      current = false;
    };
  }, [api, q, sort, price, page]);

  // Spec: enrolment and cart status are loaded only for students; a failure leaves the lists empty.
  useEffect(() => {
    if (role !== 'student') {
      setEnrolledIds(new Set());
      setCartIds(new Set());
      return undefined;
    }
    let current = true;
    void Promise.allSettled([api.listMyEnrollments(), api.getCart()]).then(([enrollments, cart]) => {
      if (!current) return;
      if (enrollments.status === 'fulfilled') {
        setEnrolledIds(new Set(enrollments.value.enrollments.map((enrollment) => enrollment.courseId.id)));
      }
      if (cart.status === 'fulfilled') setCartIds(new Set(cart.value.cart.courseIds.map((course) => course.id)));
    });
    return () => {
      current = false;
    };
  }, [api, role]);

  const clearFilters = useCallback(() => {
    lastWrittenQ.current = '';
    setSearch('');
    updateParams({ q: '', sort: DEFAULT_SORT, price: DEFAULT_PRICE, page: 1 });
  }, [updateParams]);

  const markInCart = useCallback((courseId: Id) => setCartIds((ids) => new Set(ids).add(courseId)), []);

  const pageCount = useMemo(() => {
    const total = list.data?.total ?? 0;
    return Math.max(1, Math.ceil(total / CATALOGUE_PAGE_SIZE));
  }, [list.data]);

  return {
    search,
    setSearch,
    sort,
    setSort: (value: CatalogueSort) => updateParams({ sort: value, page: 1 }),
    price,
    setPrice: (value: CataloguePrice) => updateParams({ price: value, page: 1 }),
    page,
    pageCount,
    setPage: (value: number) => updateParams({ page: value }),
    clearFilters,
    courses: list.data?.courses ?? [],
    total: list.data?.total ?? 0,
    totalAll: list.data?.totalAll ?? 0,
    loaded: list.data !== null,
    loading: list.loading,
    enrolledIds,
    cartIds,
    markInCart,
  };
}
