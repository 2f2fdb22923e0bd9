import { readFileSync } from 'node:fs';
import { readPdf } from '@lectern/api/testing/pdf-text';
import { paths } from '@lectern/shared-sdk/routing/paths';
import { expect, test } from '../../fixtures/test';
import { apiRequest, createCourse, enroll, tokenOf, uniqueName } from '../../fixtures/api-client';
import { urls } from '../../fixtures/stack-config';
import { Layout } from '../../pages/layout';
import { LoginPage } from '../../pages/login-page';
import { VideoPlayerPage } from '../../pages/student-pages';
import { watcher } from './student-accounts';
import { ANY_DATABASE } from '../../fixtures/databases';

interface CertificateBody {
  id: string;
  learnerName: string;
  courseTitle: string;
  verificationUrl: string;
}

test.describe('certificates', ANY_DATABASE, () => {
  test('completing a course issues a certificate: on the course page, as a PDF, and on a public page anyone can check', async ({
    page,
    browser,
    request,
  }) => {
    const token = await tokenOf(watcher);
    const course = await createCourse({
      title: uniqueName('Certified Bookbinding'),
      price: 0,
      approved: true,
      modules: [{ title: 'Folding', videos: ['Signatures', 'Sewing'] }],
    });
    const [first, last] = course.modules.flatMap((module) => module.videos);
    if (!first || !last) throw new Error('the course needs two lessons');
    await enroll(token, course.id, [first.id]);

    await new LoginPage(page).signInAs(watcher);

    // The last lesson watched completes the course; its page then shows the certificate.
    const player = new VideoPlayerPage(page);
    await player.goto(course.id, last.id);
    await player.markWatched.click();
    await expect(player.watched).toBeDisabled();
    await page.getByRole('link', { name: 'Back to Course' }).click();
    const panel = page.getByRole('region', { name: 'Certificate earned' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(course.title);

    const { body } = await apiRequest<{ certificates: (CertificateBody & { courseId: number })[] }>('GET', '/api/certificates', { token });
    const certificate = body.certificates.find((earned) => earned.courseId === course.id);
    if (!certificate) throw new Error('no certificate was issued');
    expect(certificate.verificationUrl).toBe(`${urls.shell}${paths.certificate(certificate.id)}`);
    const linkedIn = new URL((await panel.getByRole('link', { name: 'Add to LinkedIn profile' }).getAttribute('href')) ?? '');
    expect(linkedIn.searchParams.get('certUrl')).toBe(certificate.verificationUrl);

    // The PDF: it opens, and holds the learner's name, the course and the verification address.
    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('link', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(`lectern-certificate-${certificate.id}.pdf`);
    const [pdfPage, ...more] = await readPdf(readFileSync(await download.path()));
    expect(more).toEqual([]);
    expect(pdfPage).toMatchObject({ width: 842, height: 595 });
    const text = (pdfPage?.text ?? '').replace(/\s+/g, ' ');
    expect(text).toContain(watcher.name);
    expect(text).toContain(course.title);
    expect(text).toContain(certificate.verificationUrl);

    // The public page, signed out: valid, with the details, and Open Graph tags in the server's HTML.
    const visitor = await browser.newContext();
    const stranger = await visitor.newPage();
    await stranger.goto(paths.certificate(certificate.id));
    await expect(stranger.getByRole('heading', { level: 1, name: watcher.name })).toBeVisible();
    await expect(stranger.getByText('Valid certificate, issued by Lectern')).toBeVisible();
    await expect(stranger.getByText(course.title).first()).toBeVisible();
    await expect(new Layout(stranger).loginLink).toBeVisible();
    await visitor.close();

    const html = await request.get(paths.certificate(certificate.id));
    expect(html.status()).toBe(200);
    const document = await html.text();
    expect(document).toContain(`<meta property="og:title" content="${watcher.name} completed ${course.title}" />`);
    expect(document).toContain(`<meta property="og:url" content="${certificate.verificationUrl}" />`);
    expect(document).toMatch(/<meta property="og:description" content="A valid Lectern certificate: [^"]+" \/>/);

    // A made-up id: "not found", with status 404.
    const missing = await request.get(paths.certificate('AAAAAAAAAAAAAAAAAAAAAA'));
    expect(missing.status()).toBe(404);
    await page.goto(paths.certificate('AAAAAAAAAAAAAAAAAAAAAA'));
    await expect(page.getByRole('heading', { level: 1, name: 'Certificate not found' })).toBeVisible();
  });
});
