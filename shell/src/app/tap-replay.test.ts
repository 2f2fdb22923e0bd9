import { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '@lectern/shared-sdk';
import { replayTaps, tapCaptureScript } from './tap-replay';

// The capture script runs once, as on a page: in the document's head, before the markup.
beforeAll(() => {
  new Function(tapCaptureScript)();
});

const html = document.documentElement;
let queryClient: QueryClient;
let stopReplay: () => void = () => undefined;

beforeEach(() => {
  delete html.dataset.interactive;
  sessionStore.setState({ loading: true });
  queryClient = new QueryClient();
  jest.useFakeTimers();
});

afterEach(() => {
  stopReplay();
  queryClient.clear();
  jest.useRealTimers();
  document.body.replaceChildren();
});

/** A control of the page with the handler React would attach; counts what reached it. */
function control(markup: string): { element: HTMLElement; clicks: () => number } {
  const holder = document.createElement('div');
  holder.innerHTML = markup;
  const element = holder.firstElementChild as HTMLElement;
  document.body.append(element);
  let clicks = 0;
  element.addEventListener('click', (event) => {
    clicks += 1;
    // A page's link handler (the router) takes over the navigation; jsdom cannot navigate.
    if (element instanceof HTMLAnchorElement) event.preventDefault();
  });
  return { element, clicks: () => clicks };
}

/** Hydration as the shell does it: the mark, then the replay; the session start-up settles after. */
function hydrate({ sessionKnown = true } = {}): void {
  html.dataset.interactive = '';
  stopReplay = replayTaps(queryClient);
  if (sessionKnown) sessionStore.setState({ loading: false });
  jest.advanceTimersByTime(1);
}

test('before hydration a tap on a button is held and shown busy, a second tap on it too; nothing reaches the page', () => {
  const enroll = control('<button type="button">Enroll Now</button>');
  const icon = document.createElement('span');
  enroll.element.append(icon);

  enroll.element.click();
  icon.click();

  expect(enroll.clicks()).toBe(0);
  expect(enroll.element).toHaveAttribute('aria-busy', 'true');
});

test('before hydration a link is left alone: it navigates as without scripts', () => {
  const link = control('<a href="/courses">All courses</a>');
  let prevented = true;
  link.element.addEventListener('click', (event) => (prevented = event.defaultPrevented), { capture: true });

  link.element.click();

  expect(link.clicks()).toBe(1);
  expect(prevented).toBe(false);
  expect(link.element).not.toHaveAttribute('aria-busy');
  hydrate();
  expect(link.clicks()).toBe(1);
});

test('after hydration and the session start-up each held control is clicked once, in order, and no longer busy', () => {
  const order: string[] = [];
  const enroll = control('<button type="button">Enroll Now</button>');
  const heart = control('<button type="button" aria-label="Save Rust to your wishlist"></button>');
  enroll.element.addEventListener('click', () => order.push('enroll'));
  heart.element.addEventListener('click', () => order.push('heart'));

  heart.element.click();
  enroll.element.click();
  enroll.element.click();
  hydrate({ sessionKnown: false });
  // Hydrated, but who is signed in is not known yet: a student's Enroll would run as a visitor's.
  expect(order).toEqual([]);
  expect(enroll.element).toHaveAttribute('aria-busy', 'true');

  sessionStore.setState({ loading: false });
  jest.advanceTimersByTime(1);

  expect(order).toEqual(['heart', 'enroll']);
  expect(enroll.element).not.toHaveAttribute('aria-busy');
  expect(heart.element).not.toHaveAttribute('aria-busy');

  replayTaps(queryClient);
  jest.advanceTimersByTime(1);
  expect(order).toEqual(['heart', 'enroll']);
});

test('the replay waits for the data the page asked for once the session was known', async () => {
  const enroll = control('<button type="button">Enroll Now</button>');
  enroll.element.click();
  let answer: (value: boolean) => void = () => undefined;
  void queryClient
    .fetchQuery({ queryKey: ['enrollment-status'], queryFn: () => new Promise<boolean>((resolve) => (answer = resolve)) })
    .catch(() => undefined);

  hydrate();
  expect(enroll.clicks()).toBe(0);

  answer(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(enroll.clicks()).toBe(1);
});

test('data that does not come holds the replay three seconds at most', () => {
  const enroll = control('<button type="button">Enroll Now</button>');
  enroll.element.click();
  void queryClient.fetchQuery({ queryKey: ['wishlist'], queryFn: () => new Promise<boolean>(() => undefined) }).catch(() => undefined);

  hydrate();
  jest.advanceTimersByTime(2900);
  expect(enroll.clicks()).toBe(0);
  jest.advanceTimersByTime(100);
  expect(enroll.clicks()).toBe(1);
});

test("after hydration a tap is the page's at once: nothing is held, nothing replayed", () => {
  const enroll = control('<button type="button">Enroll Now</button>');
  hydrate();

  enroll.element.click();
  expect(enroll.clicks()).toBe(1);
  expect(enroll.element).not.toHaveAttribute('aria-busy');

  replayTaps(queryClient);
  jest.advanceTimersByTime(1);
  expect(enroll.clicks()).toBe(1);
});

test('a control that says something else by the replay is not clicked (the course turned out to be saved already)', () => {
  const heart = control('<button type="button" aria-label="Save Rust to your wishlist"></button>');
  heart.element.click();
  heart.element.setAttribute('aria-label', 'Remove Rust from your wishlist');

  hydrate();

  expect(heart.clicks()).toBe(0);
  expect(heart.element).not.toHaveAttribute('aria-busy');
});

test('a control React replaced is found again by its words if exactly one says them, and not guessed otherwise', () => {
  const enroll = control('<button type="button">Enroll Now</button>');
  const cart = control('<button type="button">Add to Cart</button>');
  enroll.element.click();
  cart.element.click();
  // A client render after a failed hydration: new nodes; two 'Add to Cart' now, one 'Enroll Now'.
  enroll.element.remove();
  cart.element.remove();
  const newEnroll = control('<button type="button">Enroll Now</button>');
  const carts = [control('<button type="button">Add to Cart</button>'), control('<button type="button">Add to Cart</button>')];

  hydrate();

  expect(newEnroll.clicks()).toBe(1);
  expect(carts.map((one) => one.clicks())).toEqual([0, 0]);
});

test('a form submitted from the keyboard before hydration is submitted again after it', () => {
  const form = document.createElement('form');
  form.innerHTML = '<input name="q" />';
  document.body.append(form);
  let submits = 0;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submits += 1;
  });

  form.requestSubmit();
  expect(submits).toBe(0);

  hydrate();
  expect(submits).toBe(1);
});

test('text typed into a server-rendered field before hydration is handed to the page after it, as a change', () => {
  const { element } = control('<input id="search" aria-label="Search students" value="" />');
  const field = element as HTMLInputElement;
  field.value = 'maya';
  field.dispatchEvent(new Event('input', { bubbles: true }));
  // Hydration renders the field with the page's state, which never saw the keystrokes.
  field.value = '';
  const changes: string[] = [];
  field.addEventListener('input', () => changes.push(field.value));
  html.dataset.interactive = '';
  stopReplay = replayTaps(queryClient);
  expect(field.value).toBe('maya');
  expect(changes).toEqual(['maya']);
  // Typed after hydration: the page's own, nothing is restored again.
  field.value = 'liam';
  stopReplay = replayTaps(queryClient);
  expect(changes).toEqual(['maya']);
});

test('a field React replaced gets the text typed into the old one, found by its id', () => {
  const { element } = control('<textarea id="review"></textarea>');
  const old = element as HTMLTextAreaElement;
  old.value = 'Great course';
  old.dispatchEvent(new Event('input', { bubbles: true }));
  old.remove();
  const { element: replaced } = control('<textarea id="review"></textarea>');
  html.dataset.interactive = '';
  stopReplay = replayTaps(queryClient);
  expect((replaced as HTMLTextAreaElement).value).toBe('Great course');
});

test('a select tapped before hydration is opened after it, by the press it opens on', () => {
  const { element } = control('<div role="combobox" tabindex="0" aria-label="Category">Choose</div>');
  const presses: number[] = [];
  element.addEventListener('mousedown', (event) => presses.push(event.button));
  element.click();
  expect(element.getAttribute('aria-busy')).toBe('true');
  html.dataset.interactive = '';
  sessionStore.setState({ loading: false });
  stopReplay = replayTaps(queryClient);
  jest.runAllTimers();
  expect(presses).toEqual([0]);
});

test('text still on screen after hydration, but not in the page state, is handed to the page as a change', () => {
  const { element } = control('<input id="courses-search" value="" />');
  const field = element as HTMLInputElement;
  field.value = 'Course To Delete';
  field.dispatchEvent(new Event('input', { bubbles: true }));
  // As React does once it has hydrated the field: it notes the value it saw, and reports a change only when the value
  // differs from it (its state is still the server's '', whatever the screen shows).
  const native = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
  let noted = field.value;
  Object.defineProperty(field, 'value', {
    configurable: true,
    get: () => native.get!.call(field),
    set: (next: string) => {
      noted = next;
      native.set!.call(field, next);
    },
  });
  const changes: string[] = [];
  field.addEventListener('input', () => {
    if (field.value !== noted) changes.push(field.value);
    noted = field.value;
  });
  html.dataset.interactive = '';
  stopReplay = replayTaps(queryClient);
  expect(changes).toEqual(['Course To Delete']);
  expect(field.value).toBe('Course To Delete');
});
