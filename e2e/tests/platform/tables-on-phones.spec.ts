import type AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { paths } from '@lectern/shared-sdk/routing/paths';
import { expect, test } from '../../fixtures/test';
import { ANY_DATABASE } from '../../fixtures/databases';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

interface TablePage {
  path: string;
  heading: string;
  table: string;
  /** The columns every row must show within the window on a phone: its status and, when it has some, its actions. */
  mustShow: string[];
}

const educatorPages: TablePage[] = [{ path: paths.educator.students(), heading: 'My Students', table: 'Students', mustShow: ['Status'] }];
const adminPages: TablePage[] = [
  { path: paths.admin.students(), heading: 'Students', table: 'Students', mustShow: ['Status', 'Actions'] },
  { path: paths.admin.educators(), heading: 'Educators', table: 'Educators', mustShow: ['Status', 'Actions'] },
  { path: paths.admin.courses(), heading: 'Courses', table: 'Courses', mustShow: ['Status', 'Actions'] },
];

/** Opens the page and waits for its table to list its rows. */
async function openTable(page: Page, { path, heading, table }: TablePage): Promise<Locator> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  const found = page.getByRole('table', { name: table, exact: true });
  await expect(found.getByRole('row').nth(1).getByRole('cell').nth(1)).toBeVisible();
  return found;
}

/** The document is no wider than the window. */
async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function checkPhone(page: Page, tablePage: TablePage): Promise<string[]> {
  const problems: string[] = [];
  await page.setViewportSize(PHONE);
  const table = await openTable(page, tablePage);
  if ((await sidewaysScroll(page)) > 0) problems.push(`${tablePage.path}: the page scrolls sideways at ${PHONE.width} px`);
  // Every row's cells of `mustShow`, and every button or link in them, shown and within the window's width: read in one
  // pass over the rows (a round trip per cell was a minute for the admin's lists).
  const { rows, outside } = await table.evaluate(
    (element, { mustShow, width }) => {
      const headers = [...element.querySelectorAll('thead th')].map((header) => (header.textContent ?? '').trim());
      const shown = (part: Element) => {
        const box = part.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(part).visibility !== 'hidden';
      };
      const within = (part: Element) => {
        const box = part.getBoundingClientRect();
        return box.left >= 0 && box.right <= width + 0.5;
      };
      const found: string[] = [];
      const bodyRows = [...element.querySelectorAll('tbody tr')];
      bodyRows.forEach((row, index) => {
        for (const column of mustShow) {
          const cell = row.querySelectorAll('td, th')[headers.indexOf(column)];
          if (!cell) {
            found.push(`row ${index + 1}, ${column}: no such cell`);
            continue;
          }
          for (const part of [cell, ...cell.querySelectorAll('a, button')]) {
            if (!shown(part) || !within(part)) found.push(`row ${index + 1}, ${column}: "${part.textContent ?? ''}" is outside the window's width`);
          }
        }
      });
      return { rows: bodyRows.length, outside: found };
    },
    { mustShow: tablePage.mustShow, width: PHONE.width },
  );
  expect(rows, `${tablePage.path} lists rows`).toBeGreaterThan(0);
  problems.push(...outside.map((problem) => `${tablePage.path}: ${problem}`));
  return problems;
}

/** Every box between the table and the page's main region that scrolls on its own (what cut rows in half). */
async function innerScrollBoxes(table: Locator): Promise<string[]> {
  return table.evaluate((element) => {
    const boxes: string[] = [];
    for (let box = element.parentElement; box && box.tagName !== 'MAIN' && box !== document.body; box = box.parentElement) {
      const style = getComputedStyle(box);
      const scrolls = (value: string) => value === 'auto' || value === 'scroll';
      if (
        (scrolls(style.overflowY) && box.scrollHeight > box.clientHeight + 1) ||
        (scrolls(style.overflowX) && box.scrollWidth > box.clientWidth + 1)
      ) {
        boxes.push(`<${box.tagName.toLowerCase()} class="${box.className}">`);
      }
      if (style.maxHeight !== 'none') boxes.push(`<${box.tagName.toLowerCase()}> has max-height ${style.maxHeight}`);
    }
    return boxes;
  });
}

async function checkLaptop(page: Page, tablePage: TablePage): Promise<string[]> {
  await page.setViewportSize(LAPTOP);
  const table = await openTable(page, tablePage);
  const problems = (await innerScrollBoxes(table)).map((box) => `${tablePage.path}: the table scrolls inside ${box}`);
  // A real table with its headers in view, every row whole: the last row's bottom is the table's.
  await expect(table.getByRole('columnheader', { name: 'Status', exact: true })).toBeVisible();
  const lastRow = table.getByRole('row').last();
  await lastRow.scrollIntoViewIfNeeded();
  await expect(lastRow).toBeInViewport({ ratio: 1 });
  if ((await sidewaysScroll(page)) > 0) problems.push(`${tablePage.path}: the page scrolls sideways at ${LAPTOP.width} px`);
  return problems;
}

/** axe on the page as it is now: the serious and critical violations, one line each. */
async function axeFindings(makeAxeBuilder: () => AxeBuilder, where: string): Promise<string[]> {
  const results = await makeAxeBuilder().analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${where}: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('tables are cards on a phone and grow with the page on a laptop', ANY_DATABASE, () => {
  for (const [role, pages] of [
    ['educator', educatorPages],
    ['admin', adminPages],
  ] as const) {
    test(`in the ${role} area`, async ({ page, signIn, makeAxeBuilder }) => {
      // Each page opened at two widths, and scanned by axe on a phone, on a shared 2-core machine.
      test.setTimeout(180_000);
      await signIn(role);
      const problems: string[] = [];
      for (const tablePage of pages) {
        problems.push(...(await checkPhone(page, tablePage)));
        // No box that scrolls without being reachable by keyboard (axe's scrollable-region-focusable), nor anything else.
        problems.push(...(await axeFindings(makeAxeBuilder, `${tablePage.path} at ${PHONE.width} px`)));
        problems.push(...(await checkLaptop(page, tablePage)));
      }
      expect(problems).toEqual([]);
    });
  }
});

test('on a phone, an educator row is a card whose actions are full-size buttons reached by keyboard', ANY_DATABASE, async ({ page, signIn }) => {
  await signIn('admin');
  await page.setViewportSize(PHONE);
  const table = await openTable(page, adminPages[1]!);
  const row = table.locator('tbody').getByRole('row').first();
  const name = (await row.getByRole('cell').first().textContent()) ?? '';
  const view = row.getByRole('link', { name: `View details of ${name}` });
  const remove = row.getByRole('button', { name: `Remove ${name}` });
  // The row is one card: its cells one under the other, the buttons at its foot and large enough to tap.
  const status = await row.getByRole('cell').nth(2).boundingBox();
  const viewBox = await view.boundingBox();
  expect(status && viewBox && viewBox.y > status.y).toBe(true);
  expect(viewBox!.height).toBeGreaterThanOrEqual(44);
  await view.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
});
