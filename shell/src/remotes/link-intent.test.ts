import { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '@lectern/shared-sdk';
import { buildUser } from '@lectern/shared-sdk/testing';
import type { AreaRegistry } from './area-registry';
import { followLinkIntent } from './link-intent';

let asked: string[];
let stop: () => void = () => undefined;
const registry = { prefetch: (remote: string, pathname: string) => asked.push(`${remote} ${pathname}`) } as unknown as AreaRegistry;

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  document.body.append(anchor);
  return anchor;
}
const hover = (element: Element) => element.dispatchEvent(new Event('pointerover', { bubbles: true }));

beforeEach(() => {
  asked = [];
  sessionStore.setState({ user: null, token: null, loading: false });
  stop = followLinkIntent(registry, new QueryClient());
});
afterEach(() => {
  stop();
  document.body.replaceChildren();
});

test("a link hovered, touched or focused has its page's code and data fetched once", () => {
  const course = link('/courses/7');
  hover(course);
  hover(course);
  course.dispatchEvent(new Event('touchstart', { bubbles: true }));
  expect(asked).toEqual(['mf_public /courses/7']);
  const catalogue = link('/courses');
  catalogue.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  expect(asked).toEqual(['mf_public /courses/7', 'mf_public /courses']);
});

test("a page of an area the person may not open, another site's, or a new tab's is not fetched", () => {
  hover(link('/student'));
  hover(link('https://elsewhere.example/courses/1'));
  hover(link('/courses/2', { target: '_blank' }));
  hover(link('/courses/3', { download: '' }));
  expect(asked).toEqual([]);
  sessionStore.setState({ user: buildUser({ role: 'student' }) });
  hover(link('/my-learning'));
  hover(link('/admin'));
  expect(asked).toEqual(['mf_student /my-learning']);
});
