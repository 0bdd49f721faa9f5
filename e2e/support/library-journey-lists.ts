import { expect, type Locator, type Page } from '@playwright/test';
import type { Journey } from './library-journey-state.js';
import { cardNames, expectWrite, type JourneyTitle } from './library-ui.js';

const renamed = { name: 'Saturday night', description: 'Three to watch again.' };
const spareList = 'Maybe later';

function panel(page: Page): Locator {
  return page.getByRole('tabpanel');
}

function itemControls(page: Page, title: JourneyTitle): Locator {
  return panel(page).getByRole('group', { name: title.name, exact: true });
}

async function expectItems(page: Page, listName: string, titles: JourneyTitle[]): Promise<void> {
  const items = panel(page).getByRole('list', { name: `Titles in ${listName}` });
  await expect.poll(() => cardNames(items)).toEqual(titles.map(({ name }) => name));
}

async function openList(page: Page, listName: string): Promise<void> {
  await panel(page).getByRole('link', { name: listName, exact: true }).click();
  await expect(page).toHaveURL(/\/library\/lists\/\d+$/);
  await expect(panel(page).getByRole('heading', { level: 2, name: listName })).toBeVisible();
}

async function backToLists(page: Page): Promise<void> {
  await panel(page).getByRole('link', { name: 'All lists' }).click();
  await expect(page).toHaveURL(/\/library\/lists$/);
}

/** The journey's list: move an item, remove one and undo it, rename; then a second list. */
export async function editLists(journey: Journey): Promise<void> {
  const { page, detailsMovie, keyboardMovie, hoverMovie } = journey;
  const status = panel(page).getByRole('status');
  await openList(page, journey.listName);
  await expect(panel(page).getByText('3 titles', { exact: true })).toBeVisible();
  await expectItems(page, journey.listName, [detailsMovie, keyboardMovie, hoverMovie]);

  await expectWrite(page, 'POST', /\/list\/\d+\/move_item$/, () =>
    itemControls(page, hoverMovie).getByRole('button', { name: 'Move up' }).click(),
  );
  await expectItems(page, journey.listName, [detailsMovie, hoverMovie, keyboardMovie]);
  await page.reload();
  await expectItems(page, journey.listName, [detailsMovie, hoverMovie, keyboardMovie]);

  await expectWrite(page, 'POST', /\/list\/\d+\/remove_item$/, () =>
    itemControls(page, keyboardMovie).getByRole('button', { name: 'Remove' }).click(),
  );
  await expectItems(page, journey.listName, [detailsMovie, hoverMovie]);
  await expect(status).toContainText(`Removed ${keyboardMovie.name} from ${journey.listName}.`);
  await expectWrite(page, 'POST', /\/list\/\d+\/move_item$/, () =>
    status.getByRole('button', { name: 'Undo' }).click(),
  );
  await expect(status).toContainText(`Put ${keyboardMovie.name} back in ${journey.listName}.`);
  await expectItems(page, journey.listName, [detailsMovie, hoverMovie, keyboardMovie]);

  await panel(page).getByRole('button', { name: 'Edit list' }).click();
  const form = panel(page).getByRole('form', { name: 'Edit list' });
  await form.getByLabel('Name').fill(renamed.name);
  await form.getByLabel('Description').fill(renamed.description);
  await expectWrite(page, 'PUT', /\/list\/\d+$/, () =>
    form.getByRole('button', { name: 'Save' }).click(),
  );
  await expect(status).toContainText('Saved the list.');
  await expect(panel(page).getByRole('heading', { level: 2, name: renamed.name })).toBeVisible();
  journey.listName = renamed.name;

  await backToLists(page);
  const summary = panel(page).getByRole('article', { name: renamed.name });
  await expect(summary).toContainText(renamed.description);
  await expect(summary).toContainText('3 titles');

  await panel(page).getByRole('button', { name: 'New list', exact: true }).click();
  const newList = panel(page).getByRole('form', { name: 'New list' });
  await newList.getByLabel('Name').fill(spareList);
  await expectWrite(page, 'POST', /\/3\/list$/, () =>
    newList.getByRole('button', { name: 'Create list' }).click(),
  );
  await expect(status).toContainText(`Created the list ${spareList}.`);
  await expect(panel(page).getByText('2 lists', { exact: true })).toBeVisible();
  await expect(panel(page).getByRole('article', { name: spareList })).toContainText('0 titles');
}

/** Delete asks first: Cancel keeps the list, Delete list removes it and says so. */
export async function deleteList(journey: Journey): Promise<void> {
  const { page } = journey;
  await page.goto('library/lists');
  await openList(page, spareList);
  const question = page.getByRole('dialog', { name: `Delete the list ${spareList}?` });
  await panel(page).getByRole('button', { name: 'Delete list' }).click();
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/library\/lists\/\d+$/);

  await panel(page).getByRole('button', { name: 'Delete list' }).click();
  await expectWrite(page, 'DELETE', /\/list\/\d+$/, () =>
    question.getByRole('button', { name: 'Delete list' }).click(),
  );
  await expect(page).toHaveURL(/\/library\/lists$/);
  await expect(panel(page).getByRole('status')).toContainText(`Deleted the list ${spareList}.`);
  await expect(panel(page).getByText('1 list', { exact: true })).toBeVisible();
  await expect(panel(page).getByRole('article', { name: spareList })).toHaveCount(0);
  await expect(panel(page).getByRole('article', { name: journey.listName })).toBeVisible();
}
