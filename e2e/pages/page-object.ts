import type { Locator, Page } from '@playwright/test';

/**
 * What every page object holds: the page. Subclasses declare their locators as field initialisers
 * (`readonly save = this.page.getByRole(…)`), each named once; they run after this constructor, so `page` is set.
 */
export abstract class PageObject {
  constructor(readonly page: Page) {}
}

/**
 * A screen made of one form named by its heading (Create/Edit course, Add/Edit module, Add/Edit video): its locators
 * look inside `form`, and its one submit button is named by what it does.
 */
export abstract class FormPageObject<Heading extends string, SubmitLabel extends string> extends PageObject {
  readonly form: Locator;

  constructor(page: Page, heading: Heading) {
    super(page);
    this.form = page.getByRole('form', { name: heading });
  }

  submit(label: SubmitLabel): Promise<void> {
    return this.form.getByRole('button', { name: label }).click();
  }
}
