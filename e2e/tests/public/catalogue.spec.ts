import { expect, test } from '../../fixtures/test';
import { listCourses } from '../../fixtures/api-client';
import { CataloguePage } from '../../pages/catalogue-page';
import type { Locator } from '@playwright/test';
import { cardPrice, priceValue } from '../../pages/course-cards';
import { ANY_DATABASE } from '../../fixtures/databases';

const PAGE_SIZE = 12;

test.describe('catalogue', ANY_DATABASE, () => {
  test('lists the approved courses with their count', async ({ page }) => {
    const all = await listCourses({ limit: PAGE_SIZE });
    const catalogue = new CataloguePage(page);
    await catalogue.goto();

    await expect(catalogue.heading).toBeVisible();
    await expect(catalogue.summary).toHaveText(catalogue.summaryText(all.total, all.totalAll));
    await expect(catalogue.titles).toHaveText(all.courses.map((course) => course.title));
  });

  test('search narrows the list and an unmatched search offers Clear Filters', async ({ page }) => {
    const all = await listCourses({ limit: PAGE_SIZE });
    const target = all.courses[all.courses.length - 1];
    if (!target) throw new Error('the seed has no approved course');
    const matching = await listCourses({ q: target.title, limit: PAGE_SIZE });
    const other = all.courses.find((course) => !matching.courses.some((match) => match.id === course.id));
    if (!other) throw new Error(`every course matches '${target.title}'; the seed needs distinct titles`);

    const catalogue = new CataloguePage(page);
    await catalogue.goto();
    await expect(catalogue.summary).toHaveText(catalogue.summaryText(all.total, all.totalAll));
    await expect(catalogue.titles.filter({ hasText: other.title })).toHaveCount(1);

    await catalogue.search.fill(target.title);
    await expect(catalogue.summary).toHaveText(catalogue.summaryText(matching.total, all.totalAll));
    expect(matching.total).toBeLessThan(all.totalAll);
    await expect(catalogue.titles.filter({ hasText: target.title })).toHaveCount(1);
    await expect(catalogue.titles.filter({ hasText: other.title })).toHaveCount(0);

    await catalogue.search.fill('zz no course has this title qq');
    await expect(catalogue.emptyState).toBeVisible();
    await expect(catalogue.summary).toHaveText(catalogue.summaryText(0, all.totalAll));
    await expect(catalogue.cards).toHaveCount(0);

    await catalogue.clearFilters.click();
    await expect(catalogue.search).toHaveValue('');
    await expect(catalogue.emptyState).toBeHidden();
    await expect(catalogue.summary).toHaveText(catalogue.summaryText(all.total, all.totalAll));
    await expect(catalogue.titles.filter({ hasText: other.title })).toHaveCount(1);
  });

  test('sorting by price low to high orders the prices ascending', async ({ page }) => {
    const expected = await listCourses({ sort: 'price-asc', limit: PAGE_SIZE });
    const catalogue = new CataloguePage(page);
    await catalogue.goto();
    await expect(catalogue.cards.first()).toBeVisible();

    await catalogue.sortBy('Price: Low to High');
    await expect(catalogue.sort).toHaveText('Price: Low to High');
    await expect(catalogue.titles).toHaveText(expected.courses.map((course) => course.title));

    const prices = (await catalogue.prices.allTextContents()).map(priceValue);
    expect(prices).toHaveLength(expected.courses.length);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set(prices).size, 'the first page mixes free and paid prices').toBeGreaterThan(1);
  });

  test('the price filter shows only free or only paid courses, and Clear Filters restores the list', async ({ page }) => {
    const [all, free, paid] = await Promise.all([
      listCourses({ limit: PAGE_SIZE }),
      listCourses({ price: 'free', limit: PAGE_SIZE }),
      listCourses({ price: 'paid', limit: PAGE_SIZE }),
    ]);
    expect(free.total, 'the seed has free courses').toBeGreaterThan(0);
    expect(paid.total, 'the seed has paid courses').toBeGreaterThan(0);

    // Timers still run in real time; runFor below fires a search debounce that is still pending before the final checks.
    await page.clock.install();
    const catalogue = new CataloguePage(page);
    await catalogue.goto();
    await expect(catalogue.summary).toHaveText(catalogue.summaryText(all.total, all.totalAll));

    await catalogue.filterPrice('Free');
    await expect(catalogue.summary).toHaveText(catalogue.summaryText(free.total, all.totalAll));
    await expect(catalogue.cards).toHaveCount(free.courses.length);
    await expect(catalogue.prices).toHaveText(free.courses.map(() => 'Free'));

    await catalogue.filterPrice('Paid');
    await expect(catalogue.summary).toHaveText(catalogue.summaryText(paid.total, all.totalAll));
    await expect(catalogue.cards).toHaveCount(paid.courses.length);
    await expect(catalogue.prices).toHaveText(paid.courses.map(() => /^\$\d[\d,]*\.\d{2}$/));

    await catalogue.search.fill('zz no course has this title qq');
    await expect(catalogue.emptyState).toBeVisible();
    await catalogue.clearFilters.click();
    await expect(catalogue.search).toHaveValue('');
    // Clear Filters must win over that pending search update.
    await page.clock.runFor(2_000);
    await expect(catalogue.summary).toHaveText(catalogue.summaryText(all.total, all.totalAll));
    await expect(page).toHaveURL(/\/courses$/);
    await expect(catalogue.priceFilter.getByRole('button', { name: 'All Courses' })).toHaveAttribute('aria-pressed', 'true');
    await expect(catalogue.sort).toHaveText('Most Popular');
  });

  test('a course page links to its category, which opens as a page of its own with only its courses', async ({ page }) => {
    const course = (await listCourses({ category: 'Data Science', limit: 1 })).courses[0];
    if (!course) throw new Error('the seed has no Data Science course');
    const inCategory = await listCourses({ category: 'Data Science', limit: PAGE_SIZE });

    await page.goto(`/courses/${course.id}`);
    await page.getByRole('link', { name: 'More Data Science courses' }).click();
    await expect(page).toHaveURL(/\/courses\?category=Data(\+|%20)Science$/);
    await expect(page).toHaveTitle('Data Science courses · Lectern');
    const catalogue = new CataloguePage(page);
    await expect(catalogue.titles).toHaveText(inCategory.courses.map((entry) => entry.title));
    await expect(catalogue.cards.getByText('Data Science', { exact: true })).toHaveCount(inCategory.courses.length);
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveText('Data Science');
  });

  test('the prices and buttons of cards side by side line up, whatever their titles and buttons', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const catalogue = new CataloguePage(page);
    await catalogue.goto();
    await expect(catalogue.cards).toHaveCount(PAGE_SIZE);

    const tops = async (locator: (card: Locator) => Locator) => {
      const boxes = [];
      for (let index = 0; index < 6; index += 1) boxes.push(await locator(catalogue.cards.nth(index)).boundingBox());
      return boxes.map((box) => Math.round(box?.y ?? -1));
    };
    const titleHeights = [];
    for (let index = 0; index < 6; index += 1) titleHeights.push((await catalogue.titles.nth(index).boundingBox())?.height ?? 0);
    // The seed's titles take one line on some cards and two on others: the case that used to push prices about.
    expect(new Set(titleHeights.map(Math.round)).size, 'the first rows mix title lengths').toBeGreaterThan(1);

    const prices = await tops((card) => cardPrice(card));
    const buttons = await tops((card) => card.getByRole('link', { name: 'Details' }));
    for (const row of [prices, buttons]) {
      // Three cards to a row: the first three share one top, the next three another.
      expect(row.slice(0, 3).every((top) => top === row[0])).toBe(true);
      expect(row.slice(3, 6).every((top) => top === row[3])).toBe(true);
    }
  });
});
