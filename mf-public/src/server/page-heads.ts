import {
  formatCertificateDate,
  formatPrice,
  paths,
  type Certificate,
  type ContentPage,
  type Review,
  type CourseDetail,
  type CourseListQuery,
  type CoursePage,
  type PageHead,
} from '@lectern/shared-sdk';
import { certificateMissingText } from '../features/certificate/certificate-page';
import { catalogueHref } from '../features/catalogue/use-catalogue';

const siteName = 'Lectern';
const siteDescription =
  'Lectern is an online course marketplace: learn from expert educators, enrol in free and paid video courses and track your progress.';

/** Meta descriptions stay short enough for a search result (about 160 characters), cut at a word. */
function summary(text: string, limit = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), limit / 2))}…`;
}

function basicHead(origin: string, path: string, title: string, description: string, type = 'website'): PageHead {
  const url = `${origin}${path}`;
  return {
    title,
    description,
    canonical: url,
    openGraph: { site_name: siteName, type, title, description, url },
    twitter: { card: 'summary', title, description },
  };
}

export function homeHead(origin: string): PageHead {
  return basicHead(origin, paths.home(), `${siteName} · Learn new skills, at your own pace`, siteDescription);
}

export function catalogueHead(origin: string, query: CourseListQuery, page: CoursePage | undefined): PageHead {
  const filters = [query.price === 'free' ? 'free' : query.price === 'paid' ? 'paid' : ''].filter(Boolean).join(' ');
  const kind = query.category ? `${filters ? `${filters} ` : ''}${query.category} courses` : '';
  const subject = query.q
    ? `${kind || 'Courses'} matching “${query.q}”`
    : kind
      ? kind.charAt(0).toUpperCase() + kind.slice(1)
      : `Explore ${filters ? `${filters} ` : ''}courses`;
  const pageNote = query.page && query.page > 1 ? ` (page ${query.page})` : '';
  const title = `${subject.charAt(0).toUpperCase()}${subject.slice(1)}${pageNote} · ${siteName}`;
  const count = page ? `${page.total} ${page.total === 1 ? 'course' : 'courses'}` : 'Courses';
  const description = query.q
    ? `${count} matching “${query.q}” on ${siteName}: video courses in web development, data science, programming, machine learning and cybersecurity.`
    : `${count} on ${siteName}: practical video courses in web development, data science, programming, machine learning and cybersecurity.`;
  return basicHead(origin, catalogueHref(query), title, summary(description));
}

/** `reviews`: the ones the page shows, which its JSON-LD lists (search engines want reviews the reader can see). */
export function courseHead(origin: string, course: CourseDetail, reviews: readonly Review[] = []): PageHead {
  const path = paths.courseDetail(course.id);
  const description = summary(course.description);
  const head = basicHead(origin, path, `${course.title} · ${siteName}`, description, 'product');
  const price = course.price.toFixed(2);
  head.openGraph = {
    ...head.openGraph,
    title: course.title,
    'price:amount': price,
    'price:currency': 'USD',
    ...(course.image ? { image: course.image, 'image:alt': course.title } : {}),
  };
  head.twitter = {
    card: course.image ? 'summary_large_image' : 'summary',
    title: course.title,
    description,
    ...(course.image ? { image: course.image } : {}),
    label1: 'Price',
    data1: formatPrice(course.price),
    label2: 'Instructor',
    data2: course.instructor || 'Lectern educator',
  };
  head.jsonLd = courseJsonLd(origin, course, reviews);
  return head;
}

/** schema.org Course: what search engines show as a course result (provider, offer, rating). */
function courseJsonLd(origin: string, course: CourseDetail, reviews: readonly Review[] = []): Record<string, unknown> {
  const url = `${origin}${paths.courseDetail(course.id)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description: course.description,
    url,
    ...(course.image ? { image: course.image } : {}),
    inLanguage: 'en',
    provider: { '@type': 'Organization', name: siteName, url: origin },
    ...(course.instructor ? { instructor: { '@type': 'Person', name: course.instructor } } : {}),
    offers: {
      '@type': 'Offer',
      price: course.price.toFixed(2),
      priceCurrency: 'USD',
      category: course.price > 0 ? 'Paid' : 'Free',
      availability: 'https://schema.org/InStock',
      url,
    },
    hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online', courseWorkload: course.duration },
    ...(course.rating !== null && course.ratingCount > 0
      ? {
          aggregateRating: { '@type': 'AggregateRating', ratingValue: course.rating, ratingCount: course.ratingCount, bestRating: 5, worstRating: 1 },
        }
      : {}),
    ...(reviews.length > 0 ? { review: reviews.map(reviewJsonLd) } : {}),
  };
}

function reviewJsonLd(review: Review): Record<string, unknown> {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: review.learnerName },
    datePublished: review.createdAt.slice(0, 10),
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    ...(review.review ? { reviewBody: review.review } : {}),
  };
}

export function courseMissingHead(origin: string, path: string): PageHead {
  const head = basicHead(origin, path, `Course not found · ${siteName}`, 'The course you are looking for does not exist or is no longer available.');
  return head;
}

/** A shared certificate previews as what it proves: who completed which course, taught by whom, and when. */
export function certificateHead(origin: string, certificate: Certificate): PageHead {
  const title = `${certificate.learnerName} completed ${certificate.courseTitle}`;
  const description = summary(
    `A valid Lectern certificate: ${certificate.learnerName} completed “${certificate.courseTitle}”, taught by ${certificate.educatorName}, on ${formatCertificateDate(certificate.completedAt)}.`,
  );
  const head = basicHead(origin, paths.certificate(certificate.id), `${title} · ${siteName} certificate`, description, 'article');
  head.openGraph = { ...head.openGraph, title };
  head.twitter = { ...head.twitter, title };
  return head;
}

export function certificateMissingHead(origin: string, path: string): PageHead {
  return basicHead(origin, path, `${certificateMissingText.title} · ${siteName}`, certificateMissingText.text);
}

/** About, Contact, Help and the legal pages: their title, and their first words as the description. */
export function contentPageHead(origin: string, page: ContentPage): PageHead {
  const firstWords = page.markdown.replace(/[#*_`>|[\]()-]+/g, ' ');
  return basicHead(origin, `/${page.slug}`, `${page.title} · ${siteName}`, summary(firstWords));
}
