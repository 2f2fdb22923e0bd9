// @ts-check
// The signed-in side of the front-end bench: which pages a role measures, signing the demo accounts in through the API
// (BENCH_API_URL, set by scripts/bench.mjs) and the ids their pages need, asked of the API rather than written here.
// A session in the browser is what a sign-in leaves there: localStorage `token` and `lms_user` on the shell's origin
// (read by shared-sdk/src/session/session-store.ts) and the HttpOnly `lectern_session` cookie the shell's server reads.

export const TOKEN_STORAGE_KEY = 'token';
export const USER_STORAGE_KEY = 'lms_user';
export const SESSION_COOKIE = 'lectern_session';

/** The demo accounts (README), one per signed-in role; they share the demo password. */
/** @typedef {'student' | 'educator' | 'admin'} Role */
/** @typedef {{ courseId?: number; videoId?: number }} PageIds */
/** @typedef {{ user: { email: string }; token: string; ids: PageIds }} Session */

/** @type {Record<Role, string>} */
export const ACCOUNTS = {
  student: 'lectern.demo.maya@gmail.com',
  educator: 'ada.okafor@lectern.dev',
  admin: 'admin@lectern.dev',
};
const PASSWORD = process.env.BENCH_PASSWORD ?? 'Lectern-demo-2026';

/**
 * One entry of LIGHTHOUSE_PAGES: `/path` (signed out) or `role:/path` (signed in as the role's demo account). A path
 * may name `{courseId}` and, for a student, `{videoId}`: a course the account has (enrolled in, or teaches) and one
 * of its lessons, found through the API.
 * @param {string} entry
 * @returns {{ role: Role | null; template: string; label: string }}
 */
export function parsePageEntry(entry) {
  const text = entry.trim();
  const match = /^(?:(\w+):)?(\/.*)$/.exec(text);
  if (!match) throw new Error(`LIGHTHOUSE_PAGES: '${text}' is neither /path nor role:/path`);
  const [, role, template = ''] = match;
  if (role !== undefined && !isRole(role)) {
    throw new Error(`LIGHTHOUSE_PAGES: '${text}' names the role '${role}'; the roles are ${Object.keys(ACCOUNTS).join(', ')}`);
  }
  return { role: role ?? null, template, label: text };
}

/**
 * @param {string} value
 * @returns {value is Role}
 */
const isRole = (value) => Object.hasOwn(ACCOUNTS, value);

/**
 * The API's JSON answer, of the shape the caller names (the API's own tests hold it to the contract).
 * @template T
 * @param {string} apiUrl
 * @param {string} method
 * @param {string} path
 * @param {{ token?: string; body?: unknown }} [options]
 * @returns {Promise<T>}
 */
async function call(apiUrl, method, path, { token, body } = {}) {
  const response = await fetch(new URL(path, apiUrl), {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

/**
 * The ids a role's page paths may name: a student's first enrolled course that has a lesson, an educator's first course.
 * @param {string} apiUrl
 * @param {Role} role
 * @param {string} token
 * @returns {Promise<PageIds>}
 */
async function idsFor(apiUrl, role, token) {
  if (role === 'student') {
    /** @type {{ enrollments: { courseId: { id: number } }[] }} */
    const { enrollments } = await call(apiUrl, 'GET', '/api/enrollments', { token });
    for (const enrollment of enrollments) {
      const courseId = enrollment.courseId.id;
      /** @type {{ course: { modules: { videos: { id: number }[] }[] } }} */
      const { course } = await call(apiUrl, 'GET', `/api/courses/${courseId}`, { token });
      const video = course.modules.flatMap((module) => module.videos)[0];
      if (video) return { courseId, videoId: video.id };
    }
    throw new Error(`${ACCOUNTS.student} is enrolled in no course with a lesson (${enrollments.length} enrolments)`);
  }
  if (role === 'educator') {
    /** @type {{ id: number }[] | { courses: { id: number }[] }} */
    const answer = await call(apiUrl, 'GET', '/api/courses/my', { token });
    const courses = Array.isArray(answer) ? answer : answer.courses;
    const first = courses[0];
    if (!first) throw new Error(`${ACCOUNTS.educator} has no course`);
    return { courseId: first.id };
  }
  return {};
}

/**
 * Signs the role's demo account in: `{ user, token, ids }`.
 * @param {string | undefined} apiUrl
 * @param {Role} role
 * @returns {Promise<Session>}
 */
export async function signIn(apiUrl, role) {
  if (!apiUrl) throw new Error('BENCH_API_URL is not set: signed-in pages need the API to sign in (run npm run bench from the repository root)');
  const email = ACCOUNTS[role];
  /** @type {{ user: { email: string }; token: string }} */
  let answer;
  try {
    answer = await call(apiUrl, 'POST', '/api/auth/login', { body: { email, password: PASSWORD } });
  } catch (error) {
    throw new Error(`signing ${email} in failed (${error instanceof Error ? error.message : String(error)}); the bench needs the demo data`);
  }
  return { user: answer.user, token: answer.token, ids: await idsFor(apiUrl, role, answer.token) };
}

/**
 * The page's path with its `{name}`s filled from the session's ids.
 * @param {string} template
 * @param {Record<string, number | undefined>} [ids]
 */
export function fillPath(template, ids = {}) {
  return template.replace(/\{(\w+)\}/g, (_whole, /** @type {string} */ name) => {
    if (ids[name] === undefined) throw new Error(`the path ${template} names {${name}}, which this role does not have`);
    return String(ids[name]);
  });
}

/**
 * True when the page the browser ended on is the one asked for (a page that lost its session ends on /login).
 * @param {string} finalUrl
 * @param {string} path
 */
export function endedOn(finalUrl, path) {
  const final = new URL(finalUrl);
  return final.pathname.replace(/\/$/, '') === new URL(path, final).pathname.replace(/\/$/, '');
}

/**
 * A fresh tab (puppeteer) with the origin emptied (its storage, cookies included) and the HTTP cache cleared, signed in
 * when `session` is given: the cookie and the localStorage items are set through the DevTools protocol.
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} origin
 * @param {Session | null | undefined} session
 */
export async function preparedTab(browser, origin, session) {
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  if (session) {
    await cdp.send('Network.setCookie', {
      name: SESSION_COOKIE,
      value: session.token,
      url: `${origin}/`,
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
    });
    // localStorage belongs to a document of the origin: a small one of the shell's, then the two items.
    await page.goto(new URL('/robots.txt', origin).href, { waitUntil: 'load' });
    const items = { [TOKEN_STORAGE_KEY]: session.token, [USER_STORAGE_KEY]: JSON.stringify(session.user) };
    const { exceptionDetails } = await cdp.send('Runtime.evaluate', {
      expression: `(() => { const items = ${JSON.stringify(items)}; for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value); })()`,
    });
    if (exceptionDetails) throw new Error(`could not set the session in localStorage: ${exceptionDetails.text}`);
  }
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  return page;
}
