import { catalogueQuery, showingText } from './use-catalogue';

test("'Showing X of Y courses' while the matches fit one page, and which of them a page shows when they do not", () => {
  expect(showingText({ page: 1, shown: 3, total: 3, totalAll: 5 })).toBe('Showing 3 of 5 courses');
  expect(showingText({ page: 1, shown: 12, total: 15, totalAll: 15 })).toBe('Showing 1–12 of 15 courses');
  expect(showingText({ page: 2, shown: 3, total: 15, totalAll: 15 })).toBe('Showing 13–15 of 15 courses');
  expect(showingText({ page: 9, shown: 0, total: 15, totalAll: 15 })).toBe('Showing 0 of 15 courses');
});

test('a category in the address is read in any case, and an unknown one is ignored', () => {
  expect(catalogueQuery(new URLSearchParams('category=data%20science')).category).toBe('Data Science');
  expect(catalogueQuery(new URLSearchParams('category=Cooking')).category).toBeUndefined();
});
