import { screen } from '@testing-library/react';
import { ApiError, paths, routes, type LecternApi } from '@lectern/shared-sdk';
import { buildCertificate } from '@lectern/shared-sdk/testing';
import { renderPage } from '@lectern/shared-sdk/testing/render-page';
import { CertificatePage } from './certificate-page';

const id = 'AbCdEfGhIjKlMnOpQrStUv';

function show(url: string, api: Partial<LecternApi>) {
  const certificatePdfUrl = (certificateId: string) => `http://api.test/api/certificates/${certificateId}/pdf`;
  return renderPage(<CertificatePage />, { pattern: routes.certificate, url, api: { certificatePdfUrl, ...api } });
}

test('says the certificate is valid, with the learner, course, educator, date and its PDF', async () => {
  const certificate = buildCertificate({
    id,
    learnerName: 'Maya Patel',
    courseTitle: 'Modern JavaScript',
    educatorName: 'Ada Okafor',
    courseId: 4,
    completedAt: '2026-11-20T09:00:00.000Z',
  });
  const getCertificate = jest.fn().mockResolvedValue({ certificate });
  show(paths.certificate(id), { getCertificate });

  expect(await screen.findByRole('heading', { level: 1, name: 'Maya Patel' })).toBeInTheDocument();
  expect(getCertificate).toHaveBeenCalledWith(id);
  expect(screen.getByText('Valid certificate, issued by Lectern')).toBeInTheDocument();
  expect(screen.getByText('taught by Ada Okafor, on November 20, 2026')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Modern JavaScript' })).toHaveAttribute('href', paths.courseDetail(4));
  expect(screen.getByText(id)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', `http://api.test/api/certificates/${id}/pdf`);
});

test('keeps a deleted course on the certificate, without a link to it', async () => {
  show(paths.certificate(id), {
    getCertificate: jest.fn().mockResolvedValue({ certificate: buildCertificate({ id, courseTitle: 'Gone Course', courseId: null }) }),
  });
  expect(await screen.findAllByText('Gone Course')).not.toHaveLength(0);
  expect(screen.queryByRole('link', { name: 'Gone Course' })).not.toBeInTheDocument();
});

test('says no such certificate exists for an unknown id, and asks nothing for a malformed one', async () => {
  show(paths.certificate(id), { getCertificate: jest.fn().mockRejectedValue(new ApiError(404, 'Certificate not found')) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Certificate not found' })).toBeInTheDocument();

  const getCertificate = jest.fn();
  show(paths.certificate('not-an-id'), { getCertificate });
  expect((await screen.findAllByRole('heading', { level: 1, name: 'Certificate not found' })).length).toBeGreaterThan(0);
  expect(getCertificate).not.toHaveBeenCalled();
});

test('names the quizzes the learner passed, each with its score and pass mark; a course without quizzes names none', async () => {
  const quizResults = [
    { title: 'Types check', score: 100, passMark: 80 },
    { title: 'Functions check', score: 75, passMark: 70 },
  ];
  const { unmount } = show(paths.certificate(id), {
    getCertificate: jest.fn().mockResolvedValue({ certificate: buildCertificate({ id, quizResults }) }),
  });
  const section = await screen.findByRole('region', { name: 'Quizzes passed' });
  expect(section).toHaveTextContent('Types check100 % (pass mark 80 %)');
  expect(section).toHaveTextContent('Functions check75 % (pass mark 70 %)');
  unmount();

  show(paths.certificate(id), { getCertificate: jest.fn().mockResolvedValue({ certificate: buildCertificate({ id }) }) });
  expect(await screen.findByText('Valid certificate, issued by Lectern')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Quizzes passed' })).not.toBeInTheDocument();
});
