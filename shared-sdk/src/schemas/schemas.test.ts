import { createCourseInputSchema, courseListQuerySchema } from './courses';
import { registerInputSchema, sendOtpInputSchema } from './auth';
import { createVideoInputSchema } from './videos';
import { updateProfileInputSchema } from './users';

function firstIssuePath(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) {
  return result.error?.issues[0]?.path.join('.');
}

describe('request schemas', () => {
  const course = {
    title: 'Rust for Web Developers',
    description: 'Ownership without tears.',
    category: 'Programming Fundamentals',
    price: 19.99,
    duration: '3h 15m',
  };

  it('accepts a valid course and normalises a missing image to null', () => {
    const parsed = createCourseInputSchema.parse(course);
    expect(parsed.image).toBeNull();
    expect(parsed.price).toBe(19.99);
  });

  it.each([
    [{ ...course, price: -1 }, 'price'],
    [{ ...course, price: 1.234 }, 'price'],
    [{ ...course, category: 'Cooking' }, 'category'],
    [{ ...course, duration: '0m' }, 'duration'],
    [{ ...course, duration: '2h 75m' }, 'duration'],
    [{ ...course, image: 'javascript:alert(1)' }, 'image'],
    [{ ...course, title: '   ' }, 'title'],
  ])('names the bad field', (input, field) => {
    expect(firstIssuePath(createCourseInputSchema.safeParse(input))).toBe(field);
  });

  it('requires YouTube URLs for videos', () => {
    const base = { moduleId: 1, title: 'Intro', duration: '5m' };
    expect(createVideoInputSchema.safeParse({ ...base, youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' }).success).toBe(true);
    expect(firstIssuePath(createVideoInputSchema.safeParse({ ...base, youtubeUrl: 'https://vimeo.com/1' }))).toBe('youtubeUrl');
  });

  it('normalises e-mail case and requires 6-digit codes and 8-character passwords', () => {
    expect(sendOtpInputSchema.parse({ email: ' Ana@Gmail.com ' })).toEqual({ email: 'ana@gmail.com', mode: 'signup' });
    const good = { name: 'Ana', email: 'ana@gmail.com', password: 'long enough', otp: '123456' };
    expect(registerInputSchema.safeParse(good).success).toBe(true);
    expect(firstIssuePath(registerInputSchema.safeParse({ ...good, otp: '12345' }))).toBe('otp');
    expect(firstIssuePath(registerInputSchema.safeParse({ ...good, password: 'short' }))).toBe('password');
    expect(registerInputSchema.safeParse({ ...good, password: 'x'.repeat(64) }).success).toBe(true);
  });

  it('ignores fields a profile edit may not change', () => {
    const parsed = updateProfileInputSchema.parse({ name: 'Ana', role: 'admin', isApproved: true });
    expect(parsed).not.toHaveProperty('role');
    expect(parsed).not.toHaveProperty('isApproved');
  });

  it('coerces catalogue query text and bounds the page size', () => {
    expect(courseListQuerySchema.parse({ page: '2', limit: '12', price: 'free' })).toEqual({ page: 2, limit: 12, price: 'free' });
    expect(firstIssuePath(courseListQuerySchema.safeParse({ limit: '1000' }))).toBe('limit');
    expect(firstIssuePath(courseListQuerySchema.safeParse({ sort: 'random' }))).toBe('sort');
  });
});
