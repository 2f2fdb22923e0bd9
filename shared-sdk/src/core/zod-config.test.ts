import { z } from 'zod';
import { lazySchema } from './zod-config';

describe('lazySchema (in a browser)', () => {
  it('builds the schema on first use, once', () => {
    const build = jest.fn(() => z.object({ title: z.string().min(1, 'is required') }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();

    expect(schema.parse({ title: 'Rust' })).toEqual({ title: 'Rust' });
    expect(schema.safeParse({ title: '' }).error?.issues[0]?.message).toBe('is required');
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('nests, extends and is recognised as a zod schema like the schema it stands for', () => {
    const price = lazySchema(() => z.number().nonnegative('must not be negative'));
    const course = lazySchema(() => z.object({ price }));
    const detail = lazySchema(() => course.extend({ modules: z.array(z.string()) }));

    expect(price).toBeInstanceOf(z.ZodNumber);
    expect(detail.parse({ price: 3, modules: ['Intro'] })).toEqual({ price: 3, modules: ['Intro'] });
    expect(detail.safeParse({ price: -1, modules: [] }).error?.issues[0]).toMatchObject({ path: ['price'], message: 'must not be negative' });
    expect(z.array(course).optional().parse(undefined)).toBeUndefined();
  });
});
