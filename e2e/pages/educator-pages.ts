import { expect, type Locator, type Page } from '@playwright/test';
import { paths } from '../../shared-sdk/src/routing/paths';

export interface DurationInput {
  hours: string;
  minutes: string;
}

/** Create course and Edit course share one form. */
export class CourseFormPage {
  readonly form: Locator;
  readonly title: Locator;
  readonly description: Locator;
  readonly category: Locator;
  readonly price: Locator;
  readonly hours: Locator;
  readonly minutes: Locator;
  readonly image: Locator;
  readonly imagePreview: Locator;

  constructor(readonly page: Page, heading: 'Create New Course' | 'Edit Course') {
    this.form = page.getByRole('form', { name: heading });
    this.title = this.form.getByRole('textbox', { name: 'Course Title' });
    this.description = this.form.getByRole('textbox', { name: 'Description' });
    this.category = this.form.getByRole('combobox', { name: 'Category' });
    this.price = this.form.getByRole('spinbutton', { name: 'Price (USD)' });
    this.hours = this.form.getByRole('spinbutton', { name: 'Hours' });
    this.minutes = this.form.getByRole('spinbutton', { name: 'Minutes' });
    this.image = this.form.getByRole('textbox', { name: 'Image URL (optional)' });
    this.imagePreview = this.form.getByRole('img', { name: 'Course image preview' });
  }

  async gotoCreate(): Promise<void> {
    await this.page.goto(paths.educator.addCourse());
  }

  async chooseCategory(category: string): Promise<void> {
    await this.category.click();
    await this.page.getByRole('option', { name: category, exact: true }).click();
    await expect(this.category).toHaveText(category);
  }

  async fillDuration({ hours, minutes }: DurationInput): Promise<void> {
    await this.hours.fill(hours);
    await this.minutes.fill(minutes);
  }

  submit(label: 'Create Course' | 'Update Course'): Promise<void> {
    return this.form.getByRole('button', { name: label }).click();
  }
}

/** /educator/courses/{id}: the course header, its numbered modules with their videos, one confirmation dialog. */
export class EducatorCoursePage {
  readonly heading: Locator;
  readonly modules: Locator;
  readonly confirmDialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.modules = page.getByRole('list', { name: 'Modules' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    this.confirmDialog = page.getByRole('dialog', { name: 'Are you sure?' });
  }

  async goto(courseId: number): Promise<void> {
    await this.page.goto(paths.educator.course(courseId));
  }

  /** The module numbered `position` (1-based) titled `title`. */
  module(position: number, title: string): Locator {
    return this.page.getByRole('list', { name: 'Modules' }).getByRole('listitem', { name: `Module ${position}: ${title}`, exact: true });
  }

  videos(moduleTitle: string): Locator {
    return this.page.getByRole('list', { name: `Videos of ${moduleTitle}`, exact: true }).getByRole('listitem');
  }

  /** Opens the module's video list (the toggle reads 'Show Videos (n)' while closed). */
  async showVideos(module: Locator): Promise<void> {
    const toggle = module.getByRole('button', { name: /^(Show Videos \(\d+\)|Hide Videos)$/ });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
}

export class ModuleFormPage {
  readonly form: Locator;
  readonly title: Locator;
  readonly description: Locator;

  constructor(readonly page: Page, heading: 'Add Module' | 'Edit Module') {
    this.form = page.getByRole('form', { name: heading });
    this.title = this.form.getByRole('textbox', { name: 'Module Title' });
    this.description = this.form.getByRole('textbox', { name: 'Module Description' });
  }

  submit(label: 'Create Module' | 'Update Module'): Promise<void> {
    return this.form.getByRole('button', { name: label }).click();
  }
}

export class VideoFormPage {
  readonly form: Locator;
  readonly title: Locator;
  readonly youtubeUrl: Locator;
  readonly hours: Locator;
  readonly minutes: Locator;

  constructor(readonly page: Page, heading: 'Add Video' | 'Edit Video') {
    this.form = page.getByRole('form', { name: heading });
    this.title = this.form.getByRole('textbox', { name: 'Video Title' });
    this.youtubeUrl = this.form.getByRole('textbox', { name: 'YouTube URL' });
    this.hours = this.form.getByRole('spinbutton', { name: 'Hours' });
    this.minutes = this.form.getByRole('spinbutton', { name: 'Minutes' });
  }

  /** The live YouTube preview, titled after the video. */
  preview(videoTitle: string): Locator {
    return this.form.getByTitle(`Preview: ${videoTitle}`, { exact: true });
  }

  async fill(video: { title: string; youtubeUrl: string } & DurationInput): Promise<void> {
    await this.title.fill(video.title);
    await this.youtubeUrl.fill(video.youtubeUrl);
    await this.hours.fill(video.hours);
    await this.minutes.fill(video.minutes);
  }

  submit(label: 'Add Video' | 'Update Video'): Promise<void> {
    return this.form.getByRole('button', { name: label }).click();
  }
}

/** /educator/courses. */
export class MyCoursesPage {
  readonly cards: Locator;

  constructor(readonly page: Page) {
    this.cards = page.getByRole('list', { name: 'Your courses' }).getByRole('listitem');
  }

  async goto(): Promise<void> {
    await this.page.goto(paths.educator.courses());
  }

  card(title: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }
}

/** /educator/students. */
export class EducatorStudentsPage {
  readonly search: Locator;
  readonly table: Locator;
  readonly rows: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole('textbox', { name: 'Search students' });
    this.table = page.getByRole('table', { name: 'Students' });
    this.rows = this.table.getByRole('row').filter({ has: page.getByRole('cell') });
  }

  async goto(): Promise<void> {
    await this.page.goto(paths.educator.students());
  }

  metric(label: 'Total Students' | 'Completed Courses' | 'Avg. Progress' | 'Active Learners'): Locator {
    return this.page.getByRole('group', { name: label, exact: true });
  }

  /** Every data row as its cells' texts. */
  async rowTexts(): Promise<string[][]> {
    const texts: string[][] = [];
    for (const row of await this.rows.all()) {
      texts.push((await row.getByRole('cell').allInnerTexts()).map((text) => text.trim()));
    }
    return texts;
  }
}
