import { expect, test } from '../../fixtures/test';
import { demoAccounts } from '../../fixtures/demo-accounts';
import { createCourse, createStudent, enroll, getCourse, uniqueName } from '../../fixtures/api-client';
import { Layout } from '../../pages/layout';
import { LoginPage } from '../../pages/login-page';
import { CourseLearningPage } from '../../pages/student-pages';
import { EducatorCoursePage } from '../../pages/educator-pages';
import { decodeHtml } from '../../fixtures/html-text';
import { ALSO_ON_POSTGRES } from '../../fixtures/databases';

test.describe('reviews', ALSO_ON_POSTGRES, () => {
  test('a student reviews a course, its educator replies, and both show on the course page, in its server HTML too', async ({ page, browser }) => {
    const course = await createCourse({
      title: uniqueName('Reviewed Course'),
      price: 0,
      approved: true,
      modules: [{ title: 'Only module', videos: ['Only lesson'] }],
    });
    const student = await createStudent();
    // Rating is offered after the first lesson.
    const lesson = course.modules[0]?.videos[0];
    if (!lesson) throw new Error('the course has no lesson');
    await enroll(student.token, course.id, [lesson.id]);
    const words = `Clear lessons & <real> examples — ${student.name}.`;
    const answer = `Thank you, ${student.name}! More examples are coming.`;

    // The student rates with words, then the button reads 'Rated' and the words can be edited.
    await new LoginPage(page).signInAs(student);
    const learning = new CourseLearningPage(page);
    await learning.goto(course.id);
    await learning.rateButton.click();
    await learning.ratingDialog.locator('label').filter({ hasText: '4 Stars, Good' }).click();
    await learning.ratingDialog.getByRole('textbox', { name: 'Your review (optional)' }).fill(words);
    await learning.ratingDialog.getByRole('button', { name: 'Submit' }).click();
    await expect(new Layout(page).toast('Thank you!')).toBeVisible();
    await expect(learning.ratedButton).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Edit your review' })).toBeVisible();

    // The educator answers it from their course page.
    const educatorContext = await browser.newContext();
    const educatorPage = await educatorContext.newPage();
    await new LoginPage(educatorPage).signInAs(demoAccounts.educator, 'educator');
    await new EducatorCoursePage(educatorPage).goto(course.id);
    const reviews = educatorPage.getByRole('region', { name: 'Reviews' });
    await reviews.getByRole('button', { name: `Reply to ${student.name}` }).click();
    await reviews.getByRole('textbox', { name: `Your reply to ${student.name}` }).fill(answer);
    await reviews.getByRole('button', { name: 'Post reply' }).click();
    await expect(new Layout(educatorPage).toast('Reply posted')).toBeVisible();
    await expect(reviews.getByText(answer)).toBeVisible();
    await educatorContext.close();

    // A visitor reads both on the course page, with the rating in the summary.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/courses/${course.id}`);
    const section = visitor.getByRole('region', { name: 'Reviews' });
    const review = section.getByRole('listitem').filter({ has: visitor.getByRole('heading', { name: student.name }) });
    await expect(review.getByText(words)).toBeVisible();
    await expect(review.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    await expect(review.getByText(answer)).toBeVisible();
    await expect(review.getByText(`Reply from ${demoAccounts.educator.name}`)).toBeVisible();
    const rated = await getCourse(course.id);
    await expect(section.getByText(`${rated.ratingCount} rating${rated.ratingCount === 1 ? '' : 's'}`)).toBeVisible();
    await visitorContext.close();

    // The server's HTML holds them before any script runs, and the course's JSON-LD lists the review.
    const response = await fetch(new URL(`/courses/${course.id}`, test.info().project.use.baseURL).href);
    const body = await response.text();
    const visible = decodeHtml(body.replace(/<script[\s\S]*?<\/script>/g, ''));
    expect(visible).toContain(words);
    expect(visible).toContain(answer);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(body)?.[1] ?? '{}') as { review?: unknown[] };
    expect(jsonLd.review).toContainEqual(
      expect.objectContaining({
        '@type': 'Review',
        author: { '@type': 'Person', name: student.name },
        reviewBody: words,
        reviewRating: expect.objectContaining({ ratingValue: 4 }),
      }),
    );
  });
});
