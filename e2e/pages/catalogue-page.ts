import { paths } from '@lectern/shared-sdk/routing/paths';
import { cardPrice, cardTitle, courseCards } from './course-cards';
import { gotoInteractive } from './interactive';
import { PageObject } from './page-object';

export type SortLabel = 'Most Popular' | 'Price: Low to High' | 'Price: High to Low';
export type PriceLabel = 'All Courses' | 'Free' | 'Paid';

export class CataloguePage extends PageObject {
  readonly heading = this.page.getByRole('heading', { name: 'Explore Courses', level: 1 });
  readonly search = this.page.getByPlaceholder('Search courses...');
  readonly sort = this.page.getByRole('combobox', { name: 'Sort by' });
  readonly priceFilter = this.page.getByRole('group', { name: 'Price filter' });
  readonly summary = this.page.getByText(/^Showing \d+(–\d+)? of \d+ courses$/);
  readonly cards = courseCards(this.page.getByRole('list', { name: 'Courses' }));
  readonly titles = cardTitle(this.cards);
  readonly prices = cardPrice(this.cards);
  readonly emptyState = this.page.getByRole('heading', { name: 'No courses found' });
  readonly clearFilters = this.page.getByRole('button', { name: 'Clear Filters' });

  async goto(): Promise<void> {
    await gotoInteractive(this.page, paths.courses());
  }

  /**
   * 'Showing X of Y courses' (the matches, of every course) while the matches fit one page of 12; past that, which of
   * the matches the first page shows ('Showing 1–12 of 14 courses').
   */
  summaryText(matches: number, total: number): string {
    return matches <= 12 ? `Showing ${matches} of ${total} courses` : `Showing 1–12 of ${matches} courses`;
  }

  async sortBy(label: SortLabel): Promise<void> {
    await this.sort.click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
  }

  async filterPrice(label: PriceLabel): Promise<void> {
    await this.priceFilter.getByRole('button', { name: label, exact: true }).click();
  }
}
