import type { Locator, Page } from 'playwright-core';

/** The record dialog on top: a modal or a drawer, whichever opened last. */
export const dialog = (page: Page): Locator => page.locator('.ant-modal:visible, .ant-drawer-content-wrapper:visible').last();

/** A field of the open dialog, found by its label as the user reads it. */
export const formItem = (page: Page, label: string): Locator =>
  dialog(page).locator('.ant-formily-item, .ant-form-item').filter({ has: page.locator(`label:text-is("${label}"), .ant-formily-item-label :text-is("${label}")`) }).first();

/** Opens a select of the dialog and clicks the first option holding the text. */
export async function pickOption(page: Page, label: string, option: string): Promise<void> {
  await formItem(page, label).locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click();
}

/** Types a date into a date picker of the dialog and confirms it. */
export async function fillDate(page: Page, label: string, value: string): Promise<void> {
  const input = formItem(page, label).locator('input');
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}
