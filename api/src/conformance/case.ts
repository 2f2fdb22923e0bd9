import type { UserRow } from '../db/schema';
import type { InsertedCourse } from '../testing/fixtures';
import type { TestHarness, TestResponse } from '../testing/test-app';

// What a spec-conformance case is (cases/<domain>.ts hold them, conformance-cases.ts lists them all).

export const sources = {
  student: 'public-and-student.md §7',
  educator: 'educator-and-admin.md §7 Educator',
  admin: 'educator-and-admin.md §7 Admin',
  extension: 'extension (not in the spec)',
} as const;

export interface CaseRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
  url: string;
  token?: string;
  body?: unknown;
  /** A raw body (a multipart upload) instead of a JSON one, with its Content-Type in `headers`. */
  payload?: Buffer;
  headers?: Record<string, string>;
}

/** What the suite knows when it builds and checks a case. */
export interface Context {
  t: TestHarness;
  /** A student with a token, and the objects of an ordinary learner: enrolled in a free course, a paid one in the cart. */
  learner: Learner;
  educator: { user: UserRow; token: string };
  admin: { user: UserRow; token: string };
  freshStudent(): Promise<{ user: UserRow; token: string }>;
  freshEducator(): Promise<{ user: UserRow; token: string }>;
  /** An approved course of the context's educator with one module of two videos (options as insertCourse's). */
  course(options?: { priceCents?: number; approved?: boolean; educatorId?: number }): Promise<InsertedCourse & { moduleId: number }>;
  freshEmail(): string;
}

export interface Learner {
  user: UserRow;
  token: string;
  freeCourse: InsertedCourse & { moduleId: number };
  enrollmentId: number;
  paidCourse: InsertedCourse & { moduleId: number };
}

export interface ConformanceCase {
  source: (typeof sources)[keyof typeof sources];
  /** The table's row: path, payload and answer as the spec writes them. */
  row: string;
  /** The route it exercises, as the app registers it ('GET /api/courses/:id'). */
  route: string;
  call(ctx: Context): Promise<CaseRequest>;
  /** Default: any 2xx. */
  status?: number;
  /** What a client written from the row alone reads in the answer, asserted with jest's expect. */
  check(response: TestResponse, ctx: Context, call: CaseRequest): void | Promise<void>;
}

/** The keys of an object answer (none for anything else). */
export const keysOf = (value: unknown) => (typeof value === 'object' && value !== null ? Object.keys(value) : []);
