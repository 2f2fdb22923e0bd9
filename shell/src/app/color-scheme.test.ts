import { COLOR_SCHEME_ATTRIBUTE, COLOR_SCHEME_STORAGE_KEY, colorSchemeScript } from './color-scheme';

function systemPrefers(scheme: 'light' | 'dark') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && scheme === 'dark', media: query }),
  });
}

/** The head's script, run as the browser runs it before the page paints. */
function runScript() {
  new Function(colorSchemeScript)();
  return document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE);
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(COLOR_SCHEME_ATTRIBUTE);
});

test("the system's scheme when nothing was chosen, or 'system' was", () => {
  systemPrefers('dark');
  expect(runScript()).toBe('dark');
  systemPrefers('light');
  expect(runScript()).toBe('light');
  localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'system');
  systemPrefers('dark');
  expect(runScript()).toBe('dark');
});

test("the person's choice over the system's", () => {
  systemPrefers('dark');
  localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'light');
  expect(runScript()).toBe('light');
  systemPrefers('light');
  localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'dark');
  expect(runScript()).toBe('dark');
});

test("a stored value it does not know, or a storage the browser refuses, leaves it to the system's", () => {
  systemPrefers('dark');
  localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, '<script>');
  expect(runScript()).toBe('dark');
  const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  try {
    expect(runScript()).toBe('dark');
  } finally {
    getItem.mockRestore();
  }
});
