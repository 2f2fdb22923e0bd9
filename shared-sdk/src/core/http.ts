import ky, { type KyInstance, type Options } from 'ky';
import type { z, ZodType } from 'zod';
import { fillPath, type Call, type CallShapes, type PathParamNames, type PathParams, type ShapesOf } from './call';
import { sessionStore } from '../session/session-store';
import { loadCallSchemas } from './call-schemas';

/** What a refusal may say beside its message: a machine-readable code, and the challenge of a request for work. */
export interface RefusalDetails {
  /** 'proof_of_work_required': solve `challenge` and send the request again with the payload as `altcha`. */
  code?: string;
  challenge?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** HTTP status, or 0 when the server could not be reached. */
    readonly status: number,
    message: string,
    readonly details: RefusalDetails = {},
  ) {
    super(message);
  }

  /** The server asks for a proof of work (ALTCHA) before it goes on: the challenge to solve. */
  get proofOfWorkChallenge(): unknown {
    return this.details.code === 'proof_of_work_required' ? this.details.challenge : undefined;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export const NETWORK_ERROR_MESSAGE = 'Could not connect to the server.';

export interface ApiConfig {
  /** The API origin, e.g. http://localhost:4000; '' means same origin. */
  baseUrl: string;
}

let config: ApiConfig = { baseUrl: '' };

/**
 * Where a call takes its bearer token: the session store's in the browser. The shell's server renders several people's
 * pages at once and hands each request's token through its own source (see the shell's render session).
 */
let tokenSource: () => string | null = () => sessionStore.getState().token;

/** Replaces where calls take their token (the shell's server: the token of the request being rendered). */
export function configureTokenSource(source: () => string | null): void {
  tokenSource = source;
}

/** What the observer of the API's answers is told of each (see configureAnswerObserver). */
export interface ObservedAnswer {
  method: string;
  /** The whole address asked, query included. */
  url: string;
  status: number;
  etag: string | null;
  /** Whether the call carried a bearer token (someone's answer, not a visitor's). */
  withToken: boolean;
}

/**
 * Told of every answer a call receives: the shell's server notes what a visitor's page read to know, later, whether
 * that page is still current (see its rendered-pages.ts). Nobody by default. (Told here rather than through one of
 * ky's afterResponse hooks, which would copy every answer's body for the hook.)
 */
export type AnswerObserver = (answer: ObservedAnswer) => void;
let answerObserver: AnswerObserver | null = null;

/** Sets (or, with null, ends) the observer of the API's answers. */
export function configureAnswerObserver(observer: AnswerObserver | null): void {
  answerObserver = observer;
}

let client: KyInstance = createClient();

function createClient(): KyInstance {
  return ky.create({
    prefixUrl: config.baseUrl || (typeof window === 'undefined' ? 'http://localhost' : window.location.origin),
    throwHttpErrors: false,
    retry: 0,
    timeout: 30_000,
    hooks: {
      beforeRequest: [
        (request) => {
          const token = tokenSource();
          if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
    },
  });
}

/** Called once at start-up with the run-time configuration (never baked into a build). */
export function configureApi(next: ApiConfig): void {
  config = { baseUrl: next.baseUrl.replace(/\/+$/, '') };
  client = createClient();
}

export function apiBaseUrl(): string {
  return config.baseUrl;
}

async function readRefusal(response: Response): Promise<{ message: string; details: RefusalDetails }> {
  const fallback = response.statusText || `Request failed with status ${response.status}`;
  try {
    const body = (await response.json()) as { message?: unknown; code?: unknown; challenge?: unknown };
    const details: RefusalDetails = typeof body.code === 'string' ? { code: body.code, challenge: body.challenge } : {};
    return { message: typeof body.message === 'string' && body.message ? body.message : fallback, details };
  } catch {
    // not JSON: the status text
    return { message: fallback, details: {} };
  }
}

export interface CallOptions<C extends Call> {
  /** The values of the path's `:name` parameters. */
  params?: PathParams<C>;
  json?: ShapesOf<C> extends { body: infer Body extends ZodType } ? z.input<Body> : never;
  /** A multipart/form-data body (a file upload), for a call whose schemas have no JSON body. */
  formData?: ShapesOf<C> extends { body: ZodType } ? never : FormData;
  /** Only for a call whose schemas have a query. */
  searchParams?: ShapesOf<C> extends { query: ZodType } ? Record<string, string | number | boolean | undefined> : never;
  /** Sent instead of the session's token (a log out sends the token it is ending while the session forgets it). */
  token?: string;
  /** Outlives the page: the browser finishes the request even when the page is being left or closed. */
  keepalive?: boolean;
  /** Sends and keeps the API's cookies although it is on another origin (the sign-in's device cookie; the Google sign-in hand-off, bound to the browser by one). */
  withCookies?: boolean;
}

/** What a call answers when it succeeds: the parsed body of any of its success statuses. */
export type CallAnswer<C extends Call> =
  ShapesOf<C> extends { responses: infer Responses } ? z.infer<NonNullable<Responses[keyof Responses]>> : never;

/** Calls without path parameters may leave the options out. */
type CallArguments<C extends Call> =
  PathParamNames<C['path']> extends never ? [options?: CallOptions<C>] : [options: CallOptions<C> & { params: PathParams<C> }];

/**
 * One API call (a row of a domain's calls.ts): bearer token, non-2xx → ApiError with the server's message, 401 → sign
 * out, the answer parsed by the schema its domain's schema map gives for its status.
 */
export async function call<C extends Call>(spec: C, ...[options = {}]: CallArguments<C>): Promise<CallAnswer<C>> {
  return (await callWithHeaders(spec, ...([options] as CallArguments<C>))).data;
}

/** As `call`, with the response's headers (pagination travels in them). */
export async function callWithHeaders<C extends Call>(
  spec: C,
  ...[options = {}]: CallArguments<C>
): Promise<{ data: CallAnswer<C>; headers: Headers }> {
  // Loaded while the request travels; a failure to load them is the same to the caller as a failure to connect.
  // (Observed at once, so that when the request fails first, the load's failure is not reported as unhandled.)
  const schemas = loadCallSchemas();
  schemas.catch(() => undefined);
  const path = fillPath(spec, (options.params ?? {}) as PathParams<C>);
  const kyOptions: Options = { method: spec.method.toLowerCase() };
  if (options.token) kyOptions.headers = { Authorization: `Bearer ${options.token}` };
  if (options.json !== undefined) kyOptions.json = options.json;
  if (options.formData !== undefined) kyOptions.body = options.formData;
  if (options.keepalive) kyOptions.keepalive = true;
  if (options.withCookies) kyOptions.credentials = 'include';
  if (options.searchParams) {
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(options.searchParams)) {
      if (value !== undefined && value !== '') params[key] = String(value);
    }
    kyOptions.searchParams = params;
  }
  let response: Response;
  try {
    response = await client(path.replace(/^\//, ''), kyOptions);
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  answerObserver?.({
    method: spec.method,
    url: response.url,
    status: response.status,
    etag: response.headers.get('etag'),
    withToken: Boolean(options.token ?? tokenSource()),
  });
  if (!response.ok) {
    const { message, details } = await readRefusal(response);
    if (response.status === 401 && sessionStore.getState().token) sessionStore.getState().signOut();
    throw new ApiError(response.status, message, details);
  }
  const body: unknown = await response.json().catch(() => undefined);
  let shapes: CallShapes | undefined;
  try {
    shapes = ((await schemas) as unknown as Record<string, Record<string, CallShapes | undefined> | undefined>)[spec.domain]?.[spec.name];
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  const schema: ZodType | undefined = (shapes?.responses as Record<number, ZodType | undefined> | undefined)?.[response.status];
  if (schema === undefined) throw new ApiError(502, UNEXPECTED_ANSWER);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(502, UNEXPECTED_ANSWER);
  return { data: parsed.data as CallAnswer<C>, headers: response.headers };
}

const UNEXPECTED_ANSWER = 'The server sent an unexpected answer.';

/**
 * A call whose answer is a file (a CSV export), made with the session's token as every call is: its bytes, or an
 * ApiError with the server's message. Only for calls without path parameters or a body.
 */
export async function callForFile(spec: Call): Promise<Blob> {
  let response: Response;
  try {
    response = await client(spec.path.replace(/^\//, ''), { method: spec.method.toLowerCase() });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const { message, details } = await readRefusal(response);
    if (response.status === 401 && sessionStore.getState().token) sessionStore.getState().signOut();
    throw new ApiError(response.status, message, details);
  }
  return response.blob();
}

/** Turns any failure into the text a toast shows: the server's message, else the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** A path's parameters in their order: `/api/courses/:id/modules/:moduleId` → `['id', 'moduleId']`. */
type PathParamList<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...PathParamList<`/${Rest}`>]
  : Path extends `${string}:${infer Name}`
    ? [Name]
    : [];

/** The value of each path parameter, as the call's params schema reads it (an `Id`, a certificate's text id). */
type ParamValues<Names extends string[], Values> = { [Index in keyof Names]: Names[Index] extends keyof Values ? Values[Names[Index]] : never };
type ParamArguments<C extends Call> = ParamValues<
  PathParamList<C['path']>,
  ShapesOf<C> extends { params: infer Params extends ZodType } ? z.output<Params> : never
>;

/** After the path's values: the body (a change) or the query (a read, optional), when the call has one. */
type InputArguments<C extends Call> =
  ShapesOf<C> extends { body: infer Body extends ZodType }
    ? [input: z.input<Body>]
    : ShapesOf<C> extends { query: infer Query extends ZodType }
      ? [query?: z.input<Query>]
      : [];

/** A call as a function: the path's values in their order, then its body or query. */
export type Endpoint<C extends Call> = (
  ...args: ParamArguments<C> extends infer Values extends unknown[] ? [...Values, ...InputArguments<C>] : never
) => Promise<CallAnswer<C>>;

/**
 * The functions that make a domain's calls, made from its calls.ts: `getModule(id)`, `updateModule(id, input)`,
 * `listCourseReviews(courseId, query)`. Only the calls named: those whose function shapes what it sends or what it
 * answers are plain functions beside their hooks.
 */
export function endpoints<const Calls extends Record<string, Call>, const Names extends keyof Calls & string>(
  table: Calls,
  names: readonly Names[],
): { [Name in Names]: Endpoint<Calls[Name]> } {
  const made = names.map((name) => {
    const spec = table[name] as Call;
    const paramNames = [...spec.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? '');
    const endpoint = (...args: unknown[]) => {
      const params = Object.fromEntries(paramNames.map((param, index) => [param, args[index]]));
      const input = args[paramNames.length];
      const options: CallOptions<Call> = { params: params };
      if (input !== undefined) Object.assign(options, spec.method === 'GET' ? { searchParams: { ...(input as object) } } : { json: input });
      return call(spec, options as never);
    };
    return [name, endpoint] as const;
  });
  return Object.fromEntries(made) as never;
}
