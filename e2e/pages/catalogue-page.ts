import type { Locator, Page } from '@playwright/test';
import { paths } from '../../shared-sdk/src/routing/paths';
import { cardPrice, cardTitle, courseCards } from './course-cards';
import { gotoInteractive } from './interactive';

export type SortLabel = 'Most Popular' | 'Price: Low to High' | 'Price: High to Low';
export type PriceLabel = 'All Courses' | 'Free' | 'Paid';

export class CataloguePage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly sort: Locator;
  readonly priceFilter: Locator;
  readonly summary: Locator;
  readonly cards: Locator;
  readonly titles: Locator;
  readonly prices: Locator;
  readonly emptyState: Locator;
  readonly clearFilters: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Explore Courses', level: 1 });
    this.search = page.getByPlaceholder('Search courses...');
    this.sort = page.getByRole('combobox', { name: 'Sort by' });
    this.priceFilter = page.getByRole('group', { name: 'Price filter' });
    this.summary = page.getByText(/^Showing \d+ of \d+ courses$/);
    this.cards = courseCards(page.getByRole('list', { name: 'Courses' }));
    this.titles = cardTitle(this.cards);
    this.prices = cardPrice(this.cards);
    this.emptyState = page.getByRole('heading', { name: 'No courses found' });
    this.clearFilters = page.getByRole('button', { name: 'Clear Filters' });
  }

  async goto(): Promise<void> {
    await gotoInteractive(this.page, paths.courses());
  }

  summaryText(shown: number, total: number): string {
    return `Showing ${shown} of ${total} courses`;
  }

  async sortBy(label: SortLabel): Promise<void> {
    await this.sort.click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
  }

  async filterPrice(label: PriceLabel): Promise<void> {
    await this.priceFilter.getByRole('button', { name: label, exact: true }).click();
  }
}
