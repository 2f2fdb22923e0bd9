import { formatCertificateDate, linkedInAddCertificationUrl } from './domain';

test("fills LinkedIn's add-certification form with the course, Lectern, the month earned and the verification address", () => {
  const url = new URL(
    linkedInAddCertificationUrl({
      id: 'AbCdEfGhIjKlMnOpQrStUv',
      courseTitle: 'Python & Data: Start Here',
      completedAt: '2026-11-24T23:30:00.000Z',
      verificationUrl: 'https://lectern.example/certificates/AbCdEfGhIjKlMnOpQrStUv',
    }),
  );
  expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    startTask: 'CERTIFICATION_NAME',
    name: 'Python & Data: Start Here',
    organizationName: 'Lectern',
    issueYear: '2026',
    issueMonth: '11',
    certUrl: 'https://lectern.example/certificates/AbCdEfGhIjKlMnOpQrStUv',
    certId: 'AbCdEfGhIjKlMnOpQrStUv',
  });
});

test('names the day a certificate was earned the same wherever it is shown', () => {
  expect(formatCertificateDate('2026-11-24T23:30:00.000Z')).toBe('November 24, 2026');
  expect(formatCertificateDate('not a date')).toBe('');
});
