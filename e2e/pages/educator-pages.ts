import { expect, type Locator } from '@playwright/test';
import { paths } from '@lectern/shared-sdk/routing/paths';
import { FormPageObject, PageObject } from './page-object';

export interface DurationInput {
  hours: string;
  minutes: string;
}

/** Create course and Edit course share one form. */
export class CourseFormPage extends FormPageObject<'Create New Course' | 'Edit Course', 'Create Course' | 'Update Course'> {
  readonly title = this.form.getByRole('textbox', { name: 'Course Title' });
  readonly description = this.form.getByRole('textbox', { name: 'Description' });
  readonly category = this.form.getByRole('combobox', { name: 'Category' });
  readonly price = this.form.getByRole('spinbutton', { name: 'Price (USD)' });
  readonly hours = this.form.getByRole('spinbutton', { name: 'Hours' });
  readonly minutes = this.form.getByRole('spinbutton', { name: 'Minutes' });
  readonly image = this.form.getByRole('textbox', { name: 'Image URL (optional)' });
  readonly imagePreview = this.form.getByRole('img', { name: 'Course image preview' });
  /** The upload's file input (hidden: the Upload image button opens it). */
  readonly uploadImage = this.form.getByLabel('Upload image');
  readonly uploadButton = this.form.getByRole('button', { name: 'Upload image' });

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
}

/** /educator/courses/{id}: the course header, its numbered modules with their videos, one confirmation dialog. */
export class EducatorCoursePage extends PageObject {
  readonly heading = this.page.getByRole('heading', { level: 1 });
  readonly modules = this.page
    .getByRole('list', { name: 'Modules' })
    .getByRole('listitem')
    .filter({ has: this.page.getByRole('heading', { level: 3 }) });
  readonly confirmDialog = this.page.getByRole('dialog', { name: 'Are you sure?' });

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

export class ModuleFormPage extends FormPageObject<'Add Module' | 'Edit Module', 'Create Module' | 'Update Module'> {
  readonly title = this.form.getByRole('textbox', { name: 'Module Title' });
  readonly description = this.form.getByRole('textbox', { name: 'Module Description' });
}

export class VideoFormPage extends FormPageObject<'Add Video' | 'Edit Video', 'Add Video' | 'Update Video'> {
  readonly title = this.form.getByRole('textbox', { name: 'Video Title' });
  readonly youtubeUrl = this.form.getByRole('textbox', { name: 'YouTube URL' });
  readonly hours = this.form.getByRole('spinbutton', { name: 'Hours' });
  readonly minutes = this.form.getByRole('spinbutton', { name: 'Minutes' });

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
}

/** /educator/courses. */
export class MyCoursesPage extends PageObject {
  readonly cards = this.page.getByRole('list', { name: 'Your courses' }).getByRole('listitem');

  async goto(): Promise<void> {
    await this.page.goto(paths.educator.courses());
  }

  card(title: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }
}

/** /educator/students. */
export class EducatorStudentsPage extends PageObject {
  readonly search = this.page.getByRole('textbox', { name: 'Search students' });
  readonly table = this.page.getByRole('table', { name: 'Students' });
  readonly rows = this.table.getByRole('row').filter({ has: this.page.getByRole('cell') });

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
