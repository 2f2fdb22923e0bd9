import { expect, type Locator } from '@playwright/test';
import { paths } from '@lectern/shared-sdk/routing/paths';
import { gotoInteractive } from './interactive';
import { PageObject } from './page-object';

/** The student dashboard's counters. */
export class StudentDashboardPage extends PageObject {
  async goto(): Promise<void> {
    await this.page.goto(paths.student.dashboard());
  }

  counter(label: 'Total Courses' | 'Completed' | 'In Progress'): Locator {
    return this.page.getByRole('group', { name: label });
  }

  async counterValue(label: 'Total Courses' | 'Completed' | 'In Progress'): Promise<number> {
    const counter = this.counter(label);
    await expect(counter).toHaveAttribute('aria-busy', 'false');
    const text = await counter.getByRole('paragraph').last().textContent();
    return Number((text ?? '').replace(/\D/g, ''));
  }
}

export class MyLearningPage extends PageObject {
  readonly current = this.page.getByRole('region', { name: /^Current Courses \(\d+\)$/ });
  readonly completed = this.page.getByRole('region', { name: /^Completed Courses \(\d+\)$/ });

  async goto(): Promise<void> {
    await this.page.goto(paths.student.myLearning());
  }

  card(section: Locator, title: string): Locator {
    return section.getByRole('article', { name: title, exact: true });
  }
}

/** /course/{id}: header with progress, modules with their videos, the rating dialog. */
export class CourseLearningPage extends PageObject {
  readonly progress = this.page.getByRole('progressbar', { name: 'Course progress' });
  readonly rateButton = this.page.getByRole('button', { name: 'Rate this Course' });
  readonly ratedButton = this.page.getByRole('button', { name: 'Rated' });
  readonly ratingDialog = this.page.getByRole('dialog', { name: 'Rate this Course' });

  async goto(courseId: number): Promise<void> {
    await this.page.goto(paths.student.learn(courseId));
  }

  async rate(stars: 1 | 2 | 3 | 4 | 5, label: string): Promise<void> {
    await this.rateButton.click();
    // The radio itself is visually hidden; its label (the star) is what a user clicks.
    await this.ratingDialog
      .locator('label')
      .filter({ hasText: `${stars} Star${stars === 1 ? '' : 's'}, ${label}` })
      .click();
    await this.ratingDialog.getByRole('button', { name: 'Submit' }).click();
  }
}

/** /course/{id}/video/{videoId}. */
export class VideoPlayerPage extends PageObject {
  readonly markWatched = this.page.getByRole('button', { name: 'Mark as Watched' });
  readonly watched = this.page.getByRole('button', { name: 'Watched', exact: true });
  readonly next = this.page.getByRole('main').getByRole('link', { name: 'Next', exact: true });
  readonly previous = this.page.getByRole('main').getByRole('link', { name: 'Previous', exact: true });
  readonly sidebar = this.page.getByRole('navigation', { name: 'Course Content' });
  readonly showSidebar = this.page.getByRole('button', { name: 'Show course content' });

  /** Opens the lesson and waits until it answers: its controls are what these suites use. */
  async goto(courseId: number, videoId: number): Promise<void> {
    await gotoInteractive(this.page, paths.student.video(courseId, videoId));
  }
}

export class CartPage extends PageObject {
  readonly items = this.page.getByRole('list', { name: 'Courses in your cart' }).getByRole('listitem');
  readonly summary = this.page.getByRole('region', { name: 'Order Summary' });
  readonly checkout = this.summary.getByRole('button', { name: 'Checkout' });

  async goto(): Promise<void> {
    await this.page.goto(paths.student.cart());
  }

  summaryLine(label: 'Subtotal' | 'Tax' | 'Total'): Locator {
    return this.summary.getByRole('group', { name: label, exact: true });
  }
}

export class StudentProfilePage extends PageObject {
  readonly editProfile = this.page.getByRole('button', { name: 'Edit Profile' });
  readonly fullName = this.page.getByRole('textbox', { name: 'Full Name' });
  readonly save = this.page.getByRole('button', { name: 'Save Changes' });
  readonly passwordForm = this.page.getByRole('form', { name: 'Change Password' });

  async goto(): Promise<void> {
    await this.page.goto(paths.student.profile());
  }

  async changePassword(oldPassword: string, newPassword: string): Promise<void> {
    await this.page.getByRole('tab', { name: 'Settings' }).click();
    await this.passwordForm.getByLabel('Current Password').fill(oldPassword);
    await this.passwordForm.getByLabel(/^New Password/).fill(newPassword);
    await this.passwordForm.getByLabel('Confirm New Password').fill(newPassword);
    await this.passwordForm.getByRole('button', { name: 'Update Password' }).click();
  }
}
