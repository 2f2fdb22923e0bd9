import { shortcutFor } from './keyboard-shortcuts';

/** A key pressed with focus on `target` (the page's body unless said). */
function press(
  key: string,
  { target = document.body, ...rest }: { target?: Element; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean; repeat?: boolean } = {},
) {
  return shortcutFor({ key, target, ctrlKey: false, metaKey: false, altKey: false, repeat: false, defaultPrevented: false, ...rest });
}

function element(html: string): Element {
  document.body.innerHTML = html;
  const found = document.body.querySelector('[data-focus]');
  if (!found) throw new Error('nothing marked data-focus');
  return found;
}

test('maps the keys YouTube uses, lower-case letters only', () => {
  expect(['k', ' ', 'j', 'l', '<', '>', 'n', 'm', '?'].map((key) => press(key))).toEqual([
    'play-pause',
    'play-pause',
    'back',
    'forward',
    'slower',
    'faster',
    'next',
    'mark-watched',
    'help',
  ]);
  expect(press('K')).toBeNull();
  expect(press('x')).toBeNull();
  expect(press('Enter')).toBeNull();
});

test('leaves every key typed into a field to the field', () => {
  for (const html of [
    '<input data-focus>',
    '<textarea data-focus></textarea>',
    '<select data-focus><option>a</option></select>',
    '<div contenteditable="true"><p data-focus>text</p></div>',
    '<div role="combobox" data-focus></div>',
  ]) {
    const target = element(html);
    expect(['k', ' ', 'j', 'm', 'n', '?'].map((key) => press(key, { target }))).toEqual([null, null, null, null, null, null]);
  }
});

test('leaves Space to a button, a link or a toggle, but letters still work there', () => {
  for (const html of [
    '<button data-focus>Next</button>',
    '<a href="/x" data-focus>Next</a>',
    '<div role="checkbox" data-focus></div>',
    '<button><span data-focus>icon</span></button>',
  ]) {
    const target = element(html);
    expect(press(' ', { target })).toBeNull();
    expect(press('k', { target })).toBe('play-pause');
  }
});

test('takes nothing from inside an open menu or dialog, nor with Ctrl, Alt or Meta, nor a held toggle', () => {
  expect(press('k', { target: element('<ul role="menu"><li role="menuitem" data-focus>1x</li></ul>') })).toBeNull();
  expect(press('m', { target: element('<div role="dialog"><button data-focus>Close</button></div>') })).toBeNull();
  expect(press('k', { ctrlKey: true })).toBeNull();
  expect(press('l', { altKey: true })).toBeNull();
  expect(press('n', { metaKey: true })).toBeNull();
  expect(press('k', { repeat: true })).toBeNull();
  expect(press('n', { repeat: true })).toBeNull();
  expect(press('l', { repeat: true })).toBe('forward');
  expect(
    shortcutFor({ key: 'k', target: document.body, ctrlKey: false, metaKey: false, altKey: false, repeat: false, defaultPrevented: true }),
  ).toBeNull();
});
