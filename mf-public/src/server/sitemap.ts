import { categories, contentPageSlugs, httpApi, paths, type Course } from '@lectern/shared-sdk';
import { catalogueHref } from '../features/catalogue/use-catalogue';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
const PAGE_SIZE = 100;
/** The sitemap protocol's cap for one file. */
const MAX_URLS = 50_000;

/** Every approved course of the catalogue, page by page, newest change first. */
async function allCourses(): Promise<Course[]> {
  const courses: Course[] = [];
  for (let page = 1; courses.length < MAX_URLS; page += 1) {
    const result = await httpApi.listCourses({ sort: 'newest', limit: PAGE_SIZE, page });
    courses.push(...result.courses);
    if (result.courses.length < PAGE_SIZE || courses.length >= result.total) break;
  }
  return courses;
}

/** sitemap.xml: the home page, the catalogue, every approved course with its last change, and the site's own pages. */
export async function sitemap(origin: string): Promise<string> {
  const courses = await allCourses();
  const entry = (path: string, lastmod?: string) =>
    `  <url><loc>${escapeXml(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    entry(paths.home()),
    entry(paths.courses()),
    ...categories.map((category) => entry(catalogueHref({ category }))),
    ...courses.map((course) => entry(paths.courseDetail(course.id), course.updatedAt)),
    ...contentPageSlugs.map((slug) => entry(paths.contentPage(slug))),
    '</urlset>',
    '',
  ].join('\n');
}
