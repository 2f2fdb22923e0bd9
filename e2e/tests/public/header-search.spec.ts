import { expect, test } from '../../fixtures/test';
import { apiRequest } from '../../fixtures/api-client';
import { gotoInteractive } from '../../pages/interactive';
import { ANY_DATABASE } from '../../fixtures/databases';

interface Suggestions {
  courses: Array<{ id: number; title: string }>;
  categories: Array<{ name: string; count: number }>;
}

const suggestionsFor = async (text: string) =>
  (await apiRequest<Suggestions>('GET', `/api/courses/suggestions?q=${encodeURIComponent(text)}&limit=6`)).body;

test.describe('the header search', ANY_DATABASE, () => {
  test('a visitor types three letters, moves to a suggestion with the keyboard and opens it', async ({ page }) => {
    const expected = await suggestionsFor('pyt');
    const second = expected.courses[1];
    if (!second) throw new Error("the seed needs two courses matching 'pyt'");

    await gotoInteractive(page, '/');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search courses' });
    await box.click();
    await box.pressSequentially('pyt');

    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list.getByRole('option')).toHaveCount(expected.courses.length + expected.categories.length);
    await expect(list.getByRole('option').first()).toContainText(expected.courses[0]?.title ?? '');

    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await expect(list.getByRole('option', { name: new RegExp(second.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/courses/${second.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();
  });

  test('a category suggestion opens its page; Enter on the text searches the catalogue', async ({ page }) => {
    await gotoInteractive(page, '/courses');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search courses' });
    await box.fill('data');
    await page.getByRole('option', { name: /^Data Science\s*Category/ }).click();
    await expect(page).toHaveURL(/\/courses\?category=Data(\+|%20)Science$/);
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveText('Data Science');

    await box.fill('python');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/courses\?q=python$/);
    await expect(page.getByPlaceholder('Search courses...')).toHaveValue('python');
  });

  test('on a phone the search opens from its button, over the bar, and a tap on a suggestion opens it', async ({ page }) => {
    const expected = await suggestionsFor('jav');
    const first = expected.courses[0];
    if (!first) throw new Error("the seed needs a course matching 'jav'");
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoInteractive(page, '/');

    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search courses' });
    await expect(box).toBeHidden();
    await page.getByRole('banner').getByRole('link', { name: 'Search courses' }).click();
    await expect(box).toBeFocused();
    await box.pressSequentially('jav');
    await page.getByRole('option').first().click();
    await expect(page).toHaveURL(new RegExp(`/courses/${first.id}$`));
    // Nothing in the bar pushes the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
