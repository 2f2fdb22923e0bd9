import { lazySchema } from './zod-config';
import { z } from 'zod';
import { normalizeDuration } from './duration';
import { extractYouTubeId } from '../videos/youtube';

/** A whole number from 1, as a query parameter (text, coerced). */
const countParam = () => z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 or more');
/** A paged list's `page`: from 1. */
export const pageParam = () => countParam().max(100000, 'is too large').optional();
/** A paged list's `limit`: from 1 to `most`. */
export const limitParam = (most: number) => countParam().max(most, `must be at most ${most}`).optional();

/**
 * Database ids are positive integers: a JSON number, or a string of digits (path and query params arrive as text,
 * and clients send the `_id` they hold). Nothing else is read as an id: not `true`, `[3]`, `"0x3"` or `" 1 "`.
 */
export const idSchema = lazySchema(() =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^-?\d{1,12}(\.\d+)?$/)
          .transform(Number),
      ],
      { error: 'must be a number' },
    )
    .pipe(z.number().int('must be a whole number').positive('must be a positive id').max(2147483647, 'is too large')),
);
export type Id = number;

/**
 * The id as text. The described product ran on string ids, and its clients compare `_id` with the id they take
 * from the address bar, so every entity carries `_id` (a string) beside `id` (a number), at every level.
 */
export const objectIdSchema = lazySchema(() => z.string().regex(/^[1-9]\d*$/, 'must be an id'));

/** The `_id` and `id` of an entity. */
export const idFields = (id: number) => ({ _id: String(id), id });

/** The schemas of those two fields: every entity's object schema, and every reference to one, starts with them. */
export const entityIdShape = { _id: objectIdSchema, id: idSchema };

export const idParamsSchema = lazySchema(() => z.object({ id: idSchema }));
export const courseIdParamsSchema = lazySchema(() => z.object({ courseId: idSchema }));
export const enrollmentIdParamsSchema = lazySchema(() => z.object({ enrollmentId: idSchema }));

export const emailSchema = lazySchema(() =>
  z
    .string({ error: 'is required' })
    .trim()
    .toLowerCase()
    .max(254, 'must be at most 254 characters')
    .pipe(z.email({ error: 'must be a valid e-mail address' })),
);

/** QUALITY.md: at least 8 characters, at least 64 accepted, no composition rules. */
export const newPasswordSchema = lazySchema(() =>
  z.string({ error: 'is required' }).min(8, 'must be at least 8 characters').max(128, 'must be at most 128 characters'),
);

export const otpSchema = lazySchema(() =>
  z
    .string({ error: 'is required' })
    .trim()
    .regex(/^\d{6}$/, 'must be the 6-digit code'),
);

/** C0 and C1 control characters and DEL; long text keeps tab and newline (a CR is folded into the newline first). */
const controlCharacters = /\p{Cc}/u;
const controlCharactersButTabAndNewline = /(?![\t\n])\p{Cc}/u;
/** Embeddings, overrides and isolates: they reorder what a reader sees ('Trojan Source', 'txt.exe' spoofing). */
const directionControls = /[\u202a-\u202e\u2066-\u2069]/;
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Something a reader can see: not only spaces, zero-width and other format characters, or marks. */
const visibleCharacter = /[^\p{White_Space}\p{Cc}\p{Cf}\p{M}]/u;

/**
 * Text people write and others read (names, titles, descriptions): no unpaired surrogates (never silently
 * rewritten), line breaks folded to \n, NFC, trimmed, no control or direction-override characters (tab and newline
 * only in long text), and at least one visible character. A NUL byte, which PostgreSQL refuses, is a control
 * character: it gets a 400 like the rest.
 */
export function textSchema({ max, multiline = false }: { max: number; multiline?: boolean }) {
  const controls = multiline ? controlCharactersButTabAndNewline : controlCharacters;
  return z
    .string({ error: 'is required' })
    .refine((value) => !loneSurrogate.test(value), 'must be valid Unicode text')
    .transform((value) => value.replace(/\r\n?/g, '\n').normalize('NFC').trim())
    .pipe(
      z
        .string()
        .min(1, { error: 'is required', abort: true })
        .max(max, `must be at most ${max} characters`)
        .refine(
          (value) => !controls.test(value),
          multiline ? 'must not contain control characters (tab and newline are fine)' : 'must not contain control characters or line breaks',
        )
        .refine((value) => !directionControls.test(value), 'must not contain text-direction override characters')
        .refine((value) => visibleCharacter.test(value), 'must contain a visible character'),
    );
}

/** Search text: as `textSchema` but it may be empty (no search). */
export const searchTextSchema = lazySchema(() =>
  z
    .string()
    .refine((value) => !loneSurrogate.test(value), 'must be valid Unicode text')
    .transform((value) => value.normalize('NFC').trim())
    .pipe(
      z
        .string()
        .max(200, 'must be at most 200 characters')
        .refine((value) => !controlCharacters.test(value) && !directionControls.test(value), 'must not contain control characters'),
    ),
);

export const nameSchema = lazySchema(() => textSchema({ max: 100 }));

/** The fields that make an account, signing up or added by an admin: one rule for each wherever an account is made. */
export const newAccountShape = { name: nameSchema, email: emailSchema, password: newPasswordSchema };

export const httpUrlSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .max(2048, 'must be at most 2048 characters')
    .refine((value) => !controlCharacters.test(value) && !loneSurrogate.test(value), 'must not contain control characters')
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    }, 'must be an http(s) URL'),
);

/** An optional image: absent, empty (clears it) or an http(s) URL. */
export const optionalImageSchema = lazySchema(() =>
  z
    .union([z.literal(''), httpUrlSchema])
    .nullish()
    .transform((value) => (value ? value : null)),
);

const durationErrors = {
  unreadable: "must be a duration like '2h 30m', '8 hours', '1.5h' or '90 min'",
  unreadableClock: "must be a duration like '2h 30m', '8 hours', '90 min' or '10:30' (minutes:seconds)",
  zero: 'must be longer than zero',
  'too-long': 'must be at most 9999 hours',
} as const;

/**
 * A duration as people write it ('8 hours', '1.5h', '90 min', '1 hour 20 minutes', '2h 30m'), stored in the spec's
 * form ('1h 20m'). `clock`: a video's length may also be '10:30' (minutes and seconds) or '1:02:03'.
 */
function durationSchema({ clock }: { clock: boolean }) {
  const unreadable = clock ? durationErrors.unreadableClock : durationErrors.unreadable;
  return z.string({ error: 'is required' }).transform((value, ctx) => {
    const result = normalizeDuration(value, { clock });
    if ('text' in result) return result.text;
    ctx.addIssue({ code: 'custom', message: result.error === 'unreadable' ? unreadable : durationErrors[result.error] });
    return z.NEVER;
  });
}

/** A course's duration: amounts with units, stored as '1h 20m'. */
export const durationTextSchema = lazySchema(() => durationSchema({ clock: false }));

/** A video's length: as a course's, or the clock form a player shows ('10:30', '1:02:03'). */
export const videoDurationSchema = lazySchema(() => durationSchema({ clock: true }));

export const youtubeUrlSchema = lazySchema(() =>
  httpUrlSchema.refine((value) => extractYouTubeId(value) !== null, 'must be a YouTube video URL (youtube.com or youtu.be)'),
);

/** Dollars, as a number or as numeric text ("19.99"): clients built on form fields often send the text. */
export const priceSchema = lazySchema(() =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^-?\d+(\.\d+)?$/)
          .transform(Number),
      ],
      { error: 'must be a number' },
    )
    .pipe(
      z
        .number()
        .min(0, 'must be 0 or more')
        .max(100000, 'must be at most 100000')
        .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'must have at most 2 decimals'),
    ),
);

export const messageResponseSchema = lazySchema(() => z.object({ message: z.string() }));
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const isoDateSchema = lazySchema(() => z.string());

/**
 * Lectern's completion of an enrolment (an extension beside the spec's `progress` and `completed`, which count lessons
 * alone): `percent` of the course's lessons watched and quizzes passed together, rounded down, and `complete` when
 * every lesson is watched and every quiz passed, which is when the certificate is issued. In a course without quizzes
 * it equals the spec's fields. Lectern's screens read this one.
 */
export const completionSchema = lazySchema(() => z.object({ percent: z.number().int().min(0).max(100), complete: z.boolean() }));
export type Completion = z.infer<typeof completionSchema>;
