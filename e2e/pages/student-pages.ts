import { expect, type Locator, type Page } from '@playwright/test';
import { paths } from '../../shared-sdk/src/routing/paths';

/** The student dashboard's counters. */
export class StudentDashboardPage {
  constructor(readonly page: Page) {}

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

export class MyLearningPage {
  readonly current: Locator;
  readonly completed: Locator;

  constructor(readonly page: Page) {
    this.current = page.getByRole('region', { name: /^Current Courses \(\d+\)$/ });
    this.completed = page.getByRole('region', { name: /^Completed Courses \(\d+\)$/ });
  }

  async goto(): Promise<void> {
    await this.page.goto(paths.student.myLearning());
  }

  card(section: Locator, title: string): Locator {
    return section.getByRole('article', { name: title, exact: true });
  }
}

/** /course/{id}: header with progress, modules with their videos, the rating dialog. */
export class CourseLearningPage {
  readonly progress: Locator;
  readonly rateButton: Locator;
  readonly ratedButton: Locator;
  readonly ratingDialog: Locator;

  constructor(readonly page: Page) {
    this.progress = page.getByRole('progressbar', { name: 'Course progress' });
    this.rateButton = page.getByRole('button', { name: 'Rate this Course' });
    this.ratedButton = page.getByRole('button', { name: 'Rated' });
    this.ratingDialog = page.getByRole('dialog', { name: 'Rate this Course' });
  }

  async goto(courseId: number): Promise<void> {
    await this.page.goto(paths.student.learn(courseId));
  }

  async rate(stars: 1 | 2 | 3 | 4 | 5, label: string): Promise<void> {
    await this.rateButton.click();
    // The radio itself is visually hidden; its label (the star) is what a user clicks.
    await this.ratingDialog.locator('label').filter({ hasText: `${stars} Star${stars === 1 ? '' : 's'}, ${label}` }).click();
    await this.ratingDialog.getByRole('button', { name: 'Submit' }).click();
  }
}

/** /course/{id}/video/{videoId}. */
export class VideoPlayerPage {
  readonly markWatched: Locator;
  readonly watched: Locator;
  readonly next: Locator;
  readonly previous: Locator;
  readonly sidebar: Locator;
  readonly showSidebar: Locator;

  constructor(readonly page: Page) {
    this.markWatched = page.getByRole('button', { name: 'Mark as Watched' });
    this.watched = page.getByRole('button', { name: 'Watched', exact: true });
    this.next = page.getByRole('main').getByRole('link', { name: 'Next', exact: true });
    this.previous = page.getByRole('main').getByRole('link', { name: 'Previous', exact: true });
    this.sidebar = page.getByRole('navigation', { name: 'Course Content' });
    this.showSidebar = page.getByRole('button', { name: 'Show course content' });
  }

  async goto(courseId: number, videoId: number): Promise<void> {
    await this.page.goto(paths.student.video(courseId, videoId));
  }
}

export class CartPage {
  readonly items: Locator;
  readonly summary: Locator;
  readonly checkout: Locator;

  constructor(readonly page: Page) {
    this.items = page.getByRole('list', { name: 'Courses in your cart' }).getByRole('listitem');
    this.summary = page.getByRole('region', { name: 'Order Summary' });
    this.checkout = this.summary.getByRole('button', { name: 'Checkout' });
  }

  async goto(): Promise<void> {
    await this.page.goto(paths.student.cart());
  }

  summaryLine(label: 'Subtotal' | 'Tax' | 'Total'): Locator {
    return this.summary.getByRole('group', { name: label, exact: true });
  }
}

export class StudentProfilePage {
  readonly editProfile: Locator;
  readonly fullName: Locator;
  readonly save: Locator;
  readonly passwordForm: Locator;

  constructor(readonly page: Page) {
    this.editProfile = page.getByRole('button', { name: 'Edit Profile' });
    this.fullName = page.getByRole('textbox', { name: 'Full Name' });
    this.save = page.getByRole('button', { name: 'Save Changes' });
    this.passwordForm = page.getByRole('form', { name: 'Change Password' });
  }

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
