import type { Locator, Page } from '@playwright/test';
import { paths } from '../../shared-sdk/src/routing/paths';
import { courseCards } from './course-cards';
import { gotoInteractive } from './interactive';

export class HomePage {
  readonly statistics: Locator;
  readonly featuredHeading: Locator;
  readonly featuredCards: Locator;
  readonly viewAll: Locator;
  readonly exploreCourses: Locator;
  readonly startLearningFree: Locator;

  constructor(readonly page: Page) {
    this.statistics = page.getByRole('region', { name: 'Statistics' });
    this.featuredHeading = page.getByRole('heading', { name: 'Featured Courses' });
    this.featuredCards = courseCards(page.getByRole('list', { name: 'Featured courses' }));
    this.viewAll = page.getByRole('link', { name: 'View All' });
    this.exploreCourses = page.getByRole('link', { name: 'Explore Courses' });
    this.startLearningFree = page.getByRole('link', { name: 'Start Learning Free' });
  }

  async goto(): Promise<void> {
    await gotoInteractive(this.page, paths.home());
  }

  /** The figure shown under a statistic's label ('Students', 'Courses', 'Success Rate'). */
  statistic(label: string): Locator {
    return this.statistics
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=..')
      .getByRole('definition');
  }
}
