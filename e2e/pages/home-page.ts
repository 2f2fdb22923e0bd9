import type { Locator } from '@playwright/test';
import { paths } from '@lectern/shared-sdk/routing/paths';
import { courseCards } from './course-cards';
import { gotoInteractive } from './interactive';
import { PageObject } from './page-object';

export class HomePage extends PageObject {
  readonly statistics = this.page.getByRole('region', { name: 'Statistics' });
  readonly featuredHeading = this.page.getByRole('heading', { name: 'Featured Courses' });
  readonly featuredCards = courseCards(this.page.getByRole('list', { name: 'Featured courses' }));
  readonly viewAll = this.page.getByRole('link', { name: 'View All' });
  readonly exploreCourses = this.page.getByRole('link', { name: 'Explore Courses' });
  readonly startLearningFree = this.page.getByRole('link', { name: 'Start Learning Free' });

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
