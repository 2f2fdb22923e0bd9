import { buildCourseDetail, buildReview } from '@lectern/shared-sdk/testing';
import { courseHead } from './page-heads';

describe('courseHead', () => {
  const course = buildCourseDetail({ id: 5, title: 'React in Depth', rating: 4, ratingCount: 2 });

  it("lists the reviews the page shows in the course's JSON-LD, words only where the learner wrote some", () => {
    const reviews = [
      buildReview({ id: 41, rating: 5, learnerName: 'Maya Chen', review: 'Clear.', createdAt: '2026-11-20T09:00:00.000Z' }),
      buildReview({ id: 40, rating: 3, learnerName: 'Omar Haddad', review: '', createdAt: '2026-11-02T23:30:00.000Z' }),
    ];

    const jsonLd = courseHead('https://lectern.test', course, reviews).jsonLd;

    expect(jsonLd).toMatchObject({ aggregateRating: { ratingValue: 4, ratingCount: 2 } });
    expect(jsonLd?.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Maya Chen' },
        datePublished: '2026-11-20',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        reviewBody: 'Clear.',
      },
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Omar Haddad' },
        datePublished: '2026-11-02',
        reviewRating: { '@type': 'Rating', ratingValue: 3, bestRating: 5, worstRating: 1 },
      },
    ]);
  });

  it('has no review entry when the page shows none', () => {
    expect(courseHead('https://lectern.test', course).jsonLd).not.toHaveProperty('review');
  });
});
