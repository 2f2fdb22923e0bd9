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
  readonly summary = this.page.getByText(/^Showing \d+ of \d+ courses$/);
  readonly cards = courseCards(this.page.getByRole('list', { name: 'Courses' }));
  readonly titles = cardTitle(this.cards);
  readonly prices = cardPrice(this.cards);
  readonly emptyState = this.page.getByRole('heading', { name: 'No courses found' });
  readonly clearFilters = this.page.getByRole('button', { name: 'Clear Filters' });

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
