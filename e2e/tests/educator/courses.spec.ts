import { expect, test } from '../../fixtures/test';
import { CourseFormPage, EducatorCoursePage, ModuleFormPage, MyCoursesPage, VideoFormPage } from '../../pages/educator-pages';
import { createCourse, uniqueName } from '../../fixtures/api-client';
import { imageHost, stubExternalMedia } from './external-media';
import { embedUrl, expectToast } from './educator-ui';
import { ANY_DATABASE } from '../../fixtures/databases';

test.beforeEach(async ({ page }) => {
  await stubExternalMedia(page);
});

test(
  'the educator creates a course with an image, two modules and three videos; it waits as Pending Review',
  ANY_DATABASE,
  async ({ page, signIn }) => {
    test.setTimeout(120_000);
    const title = uniqueName('Authored Course');
    const imageUrl = `${imageHost}/${encodeURIComponent(title)}.png`;
    const [intro, advanced] = [uniqueName('Getting Started'), uniqueName('Going Further')];

    await signIn('educator');
    const form = new CourseFormPage(page, 'Create New Course');
    await form.gotoCreate();
    await expect(page.getByRole('heading', { level: 1, name: 'Create New Course' })).toBeVisible();
    await form.title.fill(title);
    await form.description.fill(`Everything ${title} teaches, step by step.`);
    await form.chooseCategory('Web Development');
    await form.price.fill('24.99');
    await form.fillDuration({ hours: '3', minutes: '45' });
    await form.image.fill('not an address');
    await expect(form.imagePreview).toHaveCount(0);
    await form.image.fill(imageUrl);
    await expect(form.imagePreview).toBeVisible();
    await expect(form.imagePreview).toHaveAttribute('src', imageUrl);
    await expect.poll(() => form.imagePreview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await form.submit('Create Course');

    await expectToast(page, 'Course created!', 'Your course has been created. Now add modules and videos.');
    await expect(page).toHaveURL(/\/educator\/courses\/\d+$/);
    const course = new EducatorCoursePage(page);
    await expect(course.heading).toHaveText(title);
    const main = page.getByRole('main');
    await expect(main.getByText('Pending Review', { exact: true })).toBeVisible();
    await expect(main.getByText('Duration: 3h 45m')).toBeVisible();
    await expect(main.getByText('Price: $24.99')).toBeVisible();
    await expect(main.locator(`img[src="${imageUrl}"]`)).toBeVisible();
    await expect(main.getByText('No modules yet')).toBeVisible();

    // Two modules: the first from the empty state, the second from the header.
    await main.getByRole('link', { name: 'Add First Module' }).click();
    await expect(page).toHaveURL(/\/add-module$/);
    await expect(main.getByText(`Course: ${title}`)).toBeVisible();
    const addModule = new ModuleFormPage(page, 'Add Module');
    await addModule.title.fill(intro);
    await addModule.description.fill('Set up the tools and write a first page.');
    await addModule.submit('Create Module');
    await expectToast(page, 'Module created!');
    await expect(course.module(1, intro)).toContainText('Set up the tools and write a first page.');

    await main.getByRole('link', { name: 'Add Module', exact: true }).click();
    await addModule.title.fill(advanced);
    await addModule.description.fill('Patterns for larger projects.');
    await addModule.submit('Create Module');
    await expectToast(page, 'Module created!');
    await expect(course.modules.getByRole('heading', { level: 3 })).toHaveText([`Module 1: ${intro}`, `Module 2: ${advanced}`]);

    // First video: an invalid address is refused with the spec's text and no preview, a valid one shows the embed.
    await course.module(1, intro).getByRole('link', { name: 'Add Video' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add Video' })).toBeVisible();
    await expect(main.getByText(`Module: ${intro}`)).toBeVisible();
    const addVideo = new VideoFormPage(page, 'Add Video');
    await addVideo.fill({ title: 'Welcome', youtubeUrl: 'https://vimeo.com/76979871', hours: '0', minutes: '12' });
    await expect(addVideo.youtubeUrl).toHaveAccessibleDescription('Please enter a valid YouTube URL.');
    await expect(addVideo.youtubeUrl).toHaveAttribute('aria-invalid', 'true');
    await expect(addVideo.preview('Welcome')).toHaveCount(0);
    await addVideo.submit('Add Video');
    await expect(addVideo.form.getByText('Please enter a valid YouTube URL.')).toBeVisible();
    await expect(page).toHaveURL(/\/add-video$/);
    // An 11-character id is required: a watch URL with a shorter one is refused as well.
    await addVideo.youtubeUrl.fill('https://www.youtube.com/watch?v=PkZNo7MFNF');
    await expect(addVideo.form.getByText('Please enter a valid YouTube URL.')).toBeVisible();
    await expect(addVideo.preview('Welcome')).toHaveCount(0);

    await addVideo.youtubeUrl.fill('https://www.youtube.com/watch?v=PkZNo7MFNFg');
    await expect(addVideo.form.getByText('Please enter a valid YouTube URL.')).toHaveCount(0);
    await expect(addVideo.youtubeUrl).not.toHaveAttribute('aria-invalid', 'true');
    await expect(addVideo.preview('Welcome')).toBeVisible();
    await expect(addVideo.preview('Welcome')).toHaveAttribute('src', embedUrl('PkZNo7MFNFg'));
    await addVideo.submit('Add Video');
    await expectToast(page, 'Video added!');
    await expect(page).toHaveURL(/\/educator\/courses\/\d+$/);

    // Second video, a youtu.be link, in the same module.
    await course.module(1, intro).getByRole('link', { name: 'Add Video' }).click();
    await addVideo.fill({ title: 'Your First Page', youtubeUrl: 'https://youtu.be/W6NZfCO5SIk', hours: '1', minutes: '5' });
    await expect(addVideo.preview('Your First Page')).toHaveAttribute('src', embedUrl('W6NZfCO5SIk'));
    await addVideo.submit('Add Video');
    await expectToast(page, 'Video added!');

    // Third video in the second module.
    await course.module(2, advanced).getByRole('link', { name: 'Add Video' }).click();
    await expect(main.getByText(`Module: ${advanced}`)).toBeVisible();
    await addVideo.fill({ title: 'Project Structure', youtubeUrl: 'https://www.youtube.com/embed/Tn6-PIqc4UM', hours: '', minutes: '45' });
    await expect(addVideo.preview('Project Structure')).toHaveAttribute('src', embedUrl('Tn6-PIqc4UM'));
    await addVideo.submit('Add Video');
    await expectToast(page, 'Video added!');

    await expect(course.module(1, intro).getByRole('button', { name: 'Show Videos (2)' })).toBeVisible();
    await expect(course.module(2, advanced).getByRole('button', { name: 'Show Videos (1)' })).toBeVisible();
    await course.showVideos(course.module(1, intro));
    await course.showVideos(course.module(2, advanced));
    await expect(course.videos(intro)).toHaveText([/^Welcome\s*12m$/, /^Your First Page\s*1h 5m$/]);
    await expect(course.videos(advanced)).toHaveText([/^Project Structure\s*45m$/]);

    // My Courses lists it, pending review, and its View link leads back to the same content.
    const myCourses = new MyCoursesPage(page);
    await myCourses.goto();
    const card = myCourses.card(title);
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Pending Review', { exact: true })).toBeVisible();
    await expect(card).toContainText('0 students');
    await expect(card).toContainText('$24.99');
    await expect(card.locator(`img[src="${imageUrl}"]`)).toBeVisible();
    await card.getByRole('link', { name: `View ${title}` }).click();
    await expect(course.heading).toHaveText(title);
    await expect(course.modules.getByRole('heading', { level: 3 })).toHaveText([`Module 1: ${intro}`, `Module 2: ${advanced}`]);
  },
);

test('the educator edits the course, each module and each video', ANY_DATABASE, async ({ page, signIn }) => {
  test.setTimeout(120_000);
  const [first, second] = [uniqueName('Basics'), uniqueName('Practice')];
  const setup = await createCourse({
    title: uniqueName('Course To Edit'),
    modules: [
      { title: first, videos: ['Lesson One', 'Lesson Two'] },
      { title: second, videos: ['Lesson Three'] },
    ],
  });
  const newTitle = uniqueName('Edited Course');

  await signIn('educator');
  const course = new EducatorCoursePage(page);
  await course.goto(setup.id);
  await expect(course.heading).toHaveText(setup.title);

  // The course: the form opens with the stored values, the duration split back into hours and minutes.
  await page.getByRole('main').getByRole('link', { name: 'Edit Course' }).click();
  await expect(page).toHaveURL(new RegExp(`/educator/courses/${setup.id}/edit$`));
  const form = new CourseFormPage(page, 'Edit Course');
  await expect(form.title).toHaveValue(setup.title);
  await expect(form.description).toHaveValue(setup.description);
  await expect(form.category).toHaveText('Programming Fundamentals');
  await expect(form.price).toHaveValue('19.99');
  await expect(form.hours).toHaveValue('2');
  await expect(form.minutes).toHaveValue('15');
  await form.title.fill(newTitle);
  await form.description.fill('A rewritten description.');
  await form.chooseCategory('Data Science');
  await form.price.fill('29.5');
  await form.fillDuration({ hours: '1', minutes: '' });
  await form.submit('Update Course');
  await expectToast(page, 'Course Updated!');
  await expect(page).toHaveURL(new RegExp(`/educator/courses/${setup.id}$`));
  await expect(course.heading).toHaveText(newTitle);
  const main = page.getByRole('main');
  await expect(main.getByText('A rewritten description.')).toBeVisible();
  await expect(main.getByText('Duration: 1h', { exact: true })).toBeVisible();
  await expect(main.getByText('Price: $29.50')).toBeVisible();

  // Each module.
  const moduleEdits = [
    { position: 1, from: first, to: `${first} (revised)`, description: 'The basics, revised.' },
    { position: 2, from: second, to: `${second} (revised)`, description: 'More practice, revised.' },
  ];
  for (const edit of moduleEdits) {
    await course
      .module(edit.position, edit.from)
      .getByRole('link', { name: `Edit module ${edit.from}` })
      .click();
    const moduleForm = new ModuleFormPage(page, 'Edit Module');
    await expect(moduleForm.title).toHaveValue(edit.from);
    await expect(moduleForm.description).toHaveValue(`About ${edit.from}.`);
    await moduleForm.title.fill(edit.to);
    await moduleForm.description.fill(edit.description);
    await moduleForm.submit('Update Module');
    await expectToast(page, 'Module Updated!');
    await expect(page).toHaveURL(new RegExp(`/educator/courses/${setup.id}$`));
    await expect(course.module(edit.position, edit.to)).toContainText(edit.description);
  }

  // Each video: the form opens with the stored values and the preview of the stored address.
  const videoEdits = [
    {
      module: moduleEdits[0]!,
      from: 'Lesson One',
      to: 'Lesson One, Revised',
      url: 'https://youtu.be/W6NZfCO5SIk',
      id: 'W6NZfCO5SIk',
      hours: '0',
      minutes: '48',
      shown: '48m',
    },
    {
      module: moduleEdits[0]!,
      from: 'Lesson Two',
      to: 'Lesson Two, Revised',
      url: 'https://www.youtube.com/watch?v=Tn6-PIqc4UM',
      id: 'Tn6-PIqc4UM',
      hours: '2',
      minutes: '0',
      shown: '2h',
    },
    {
      module: moduleEdits[1]!,
      from: 'Lesson Three',
      to: 'Lesson Three, Revised',
      url: 'https://music.youtube.com/watch?v=SqcY0GlETPk',
      id: 'SqcY0GlETPk',
      hours: '1',
      minutes: '20',
      shown: '1h 20m',
    },
  ];
  for (const edit of videoEdits) {
    const module = course.module(edit.module.position, edit.module.to);
    await course.showVideos(module);
    await course
      .videos(edit.module.to)
      .filter({ hasText: edit.from })
      .getByRole('link', { name: `Edit video ${edit.from}` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Video' })).toBeVisible();
    const videoForm = new VideoFormPage(page, 'Edit Video');
    await expect(videoForm.title).toHaveValue(edit.from);
    await expect(videoForm.youtubeUrl).toHaveValue('https://www.youtube.com/watch?v=PkZNo7MFNFg');
    await expect(videoForm.hours).toHaveValue('');
    await expect(videoForm.minutes).toHaveValue('10');
    await expect(videoForm.preview(edit.from)).toHaveAttribute('src', embedUrl('PkZNo7MFNFg'));
    await videoForm.youtubeUrl.fill('https://example.com/watch?v=W6NZfCO5SIk');
    await expect(videoForm.form.getByText('Please enter a valid YouTube URL.')).toBeVisible();
    await expect(videoForm.preview(edit.from)).toHaveCount(0);
    await videoForm.fill({ title: edit.to, youtubeUrl: edit.url, hours: edit.hours, minutes: edit.minutes });
    await expect(videoForm.preview(edit.to)).toHaveAttribute('src', embedUrl(edit.id));
    await videoForm.submit('Update Video');
    await expectToast(page, 'Video updated!');
    await expect(page).toHaveURL(new RegExp(`/educator/courses/${setup.id}$`));
  }

  // A fresh load shows every change.
  await page.reload();
  await expect(course.heading).toHaveText(newTitle);
  await expect(course.modules.getByRole('heading', { level: 3 })).toHaveText(moduleEdits.map((edit) => `Module ${edit.position}: ${edit.to}`));
  await course.showVideos(course.module(1, moduleEdits[0]!.to));
  await course.showVideos(course.module(2, moduleEdits[1]!.to));
  for (const edit of moduleEdits) {
    const edited = videoEdits.filter((video) => video.module === edit);
    await expect(course.videos(edit.to)).toHaveText(edited.map((video) => new RegExp(`^${video.to}\\s*${video.shown}$`)));
  }

  const myCourses = new MyCoursesPage(page);
  await myCourses.goto();
  await expect(myCourses.card(newTitle).getByText('Pending Review', { exact: true })).toBeVisible();
  await expect(myCourses.card(newTitle)).toContainText('$29.50');
  await expect(myCourses.card(setup.title)).toHaveCount(0);
});

test('the educator deletes a video and a module through the confirmation dialog', ANY_DATABASE, async ({ page, signIn }) => {
  const [first, second] = [uniqueName('Doomed Module'), uniqueName('Kept Module')];
  const setup = await createCourse({
    title: uniqueName('Course To Prune'),
    modules: [
      { title: first, videos: ['Doomed Video', 'Kept Video'] },
      { title: second, videos: ['Other Video'] },
    ],
  });

  await signIn('educator');
  const course = new EducatorCoursePage(page);
  await course.goto(setup.id);
  await course.showVideos(course.module(1, first));
  await expect(course.videos(first)).toHaveText([/^Doomed Video/, /^Kept Video/]);

  // Cancel leaves the video alone.
  await page.getByRole('button', { name: 'Delete video Doomed Video' }).click();
  await expect(course.confirmDialog).toContainText('This will permanently delete the video "Doomed Video".');
  await course.confirmDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(course.confirmDialog).toHaveCount(0);
  await expect(course.videos(first)).toHaveText([/^Doomed Video/, /^Kept Video/]);

  await page.getByRole('button', { name: 'Delete video Doomed Video' }).click();
  await course.confirmDialog.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Video deleted');
  await expect(course.confirmDialog).toHaveCount(0);
  await expect(course.videos(first)).toHaveText([/^Kept Video/]);
  await expect(course.module(1, first).getByRole('button', { name: 'Hide Videos' })).toBeVisible();

  await course
    .module(1, first)
    .getByRole('button', { name: `Delete module ${first}` })
    .click();
  await expect(course.confirmDialog).toContainText(`This will permanently delete the module "${first}" and all its videos.`);
  await course.confirmDialog.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Module deleted');
  await expect(course.confirmDialog).toHaveCount(0);
  await expect(course.modules.getByRole('heading', { level: 3 })).toHaveText([`Module 1: ${second}`]);

  await page.reload();
  await expect(course.modules.getByRole('heading', { level: 3 })).toHaveText([`Module 1: ${second}`]);
  await expect(course.module(1, second).getByRole('button', { name: 'Show Videos (1)' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Kept Video')).toHaveCount(0);
});

test('the educator deletes a course from My Courses after confirming', ANY_DATABASE, async ({ page, signIn }) => {
  const setup = await createCourse({ title: uniqueName('Course To Delete'), modules: [{ title: 'Only Module', videos: ['Only Video'] }] });

  await signIn('educator');
  const myCourses = new MyCoursesPage(page);
  await myCourses.goto();
  const card = myCourses.card(setup.title);
  await expect(card.getByText('Pending Review', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: `Delete ${setup.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText('This will permanently delete the course and all its content.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toHaveCount(1);

  await card.getByRole('button', { name: `Delete ${setup.title}` }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Course deleted');
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(myCourses.cards.first()).toBeVisible();
  await expect(myCourses.card(setup.title)).toHaveCount(0);
});
