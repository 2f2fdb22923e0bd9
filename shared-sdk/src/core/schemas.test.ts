import { createCourseInputSchema, courseListQuerySchema } from '../courses/schemas';
import { registerInputSchema, sendOtpInputSchema } from '../auth/schemas';
import { createVideoInputSchema } from '../videos/schemas';
import { updateProfileInputSchema } from '../users/schemas';
import { idSchema, textSchema } from './schemas';

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
    [{ ...course, duration: '2 fortnights' }, 'duration'],
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

describe('textSchema', () => {
  const title = textSchema({ max: 20 });
  const long = textSchema({ max: 200, multiline: true });

  it('trims, folds line breaks and normalises to NFC', () => {
    expect(title.parse('  Cafe\u0301 ')).toBe('Caf\u00e9');
    expect(long.parse('one\r\ntwo\rthree\tfour')).toBe('one\ntwo\nthree\tfour');
  });

  it.each([
    ['', 'is required'],
    ['   ', 'is required'],
    ['\u200b\u200b', 'must contain a visible character'],
    ['a\u0000b', 'must not contain control characters'],
    ['bell\u0007', 'must not contain control characters'],
    ['two\nlines', 'must not contain control characters or line breaks'],
    ['Safe\u202etxt', 'must not contain text-direction override characters'],
    ['x\ud800', 'must be valid Unicode text'],
    ['a'.repeat(21), 'must be at most 20 characters'],
  ])('refuses %j: %s', (value, message) => {
    const result = title.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([expect.stringContaining(message)]);
  });

  it('keeps emoji and text in every script', () => {
    expect(title.parse('学ぶ 😀 مرحبا')).toBe('学ぶ 😀 مرحبا');
  });
});

describe('idSchema', () => {
  it.each([
    [7, 7],
    ['7', 7],
    ['007', 7],
  ])('reads %j as %d', (value, id) => {
    expect(idSchema.parse(value)).toBe(id);
  });
  it.each([true, [3], '0x3', ' 1 ', '1e3', 0, -2, 1.5, '', null])('refuses %j', (value) => {
    expect(idSchema.safeParse(value).success).toBe(false);
  });
});
