import { expect, test } from '@playwright/test';
import { PASSWORD, SHOTS, api, registerByApi, t } from './account-support';
import { expectVisibleFocus, press, tabTo } from './keyboard-support';

/**
 * The message centre with the keyboard only: select rows with Space, open one with Enter, mark
 * read, delete behind its confirmation. A bulk action disables the button it came from, so the
 * focus must land somewhere visible (the summary line), never drop to the page.
 */

test('message centre, English: select, open, mark read and delete with the keyboard', async ({ page, context, baseURL, request }) => {
  test.setTimeout(90_000);
  const m = t('en', 'member');
  const person = await registerByApi(request, 'personal');
  const session = await api<Record<string, unknown> & { token: string; refreshToken: string }>(request, 'webMember/personLogin', { mobile: person.mobile, password: PASSWORD });
  // Three receipts from the service centre give the member three unread messages.
  for (const topic of ['account', 'capital', 'other']) await api(request, 'serviceCenter/submitRequest', { topic, content: `About ${topic}`, contact: person.mobile }, session.token);
  const { token, refreshToken, ...profile } = session;
  await context.addCookies([
    { name: 'token', value: token, url: baseURL! },
    { name: 'refreshToken', value: refreshToken, url: baseURL! },
    { name: 'lang', value: 'en', url: baseURL! },
  ]);
  await page.goto('/NoPage');
  await page.evaluate((p) => localStorage.setItem('portal.profile', p), JSON.stringify(profile));

  await page.goto('/memberCenter/message');
  const main = page.getByRole('main');
  const summaryLine = main.getByText(/\d+ messages?, \d+ unread/);
  await expect(summaryLine).toHaveText(m('message.summary_other', { count: 3, unread: 3 }));
  const rowBoxes = main.locator('tbody .ant-checkbox-input');

  // Past the header and the menu by the skip link, then to the first row's checkbox.
  await press(page, 'Tab');
  await page.keyboard.press('Enter');
  await tabTo(page, rowBoxes.first(), { max: 20 });
  await press(page, 'Space');
  await expect(rowBoxes.first()).toBeChecked();
  // The next stop is the message's title: Enter opens it (and reads it).
  await press(page, 'Tab');
  await expect(main.locator('tbody button[aria-expanded="false"]:focus')).toHaveCount(1);
  await page.keyboard.press('Enter');
  const opened = main.locator('tbody button[aria-expanded="true"]');
  await expect(opened).toHaveCount(1);
  await expect(summaryLine).toHaveText(m('message.summary_other', { count: 3, unread: 2 }));
  // The list puts read messages after unread ones: the opened one moved down, the focus with it.
  await expect(opened).toBeFocused();
  // Tick the message now first too, going back with Shift+Tab, then on back to "Mark read".
  await tabTo(page, rowBoxes.first(), { back: true, max: 8 });
  await press(page, 'Space');
  await tabTo(page, main.getByRole('button', { name: m('message.action.read'), exact: true }), { back: true, max: 20 });
  await page.keyboard.press('Enter');
  await expect(summaryLine).toHaveText(m('message.summary_other', { count: 3, unread: 1 }));
  // The button went disabled with the emptied selection: the focus is on the summary, visibly.
  await expect(summaryLine).toBeFocused();
  await expectVisibleFocus(page);

  // Delete the third message: the confirmation opens on Cancel (Enter keeps the message).
  await tabTo(page, rowBoxes.nth(2), { max: 20 });
  await press(page, 'Space');
  const del = main.getByRole('button', { name: m('message.action.delete'), exact: true });
  await tabTo(page, del, { back: true, max: 20 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(m('message.deleteConfirm.title_one'));
  await expect(dialog.getByRole('button', { name: t('en', 'common')('action.cancel') })).toBeFocused();
  await expectVisibleFocus(page);
  await page.screenshot({ path: `${SHOTS}/keyboard-message-confirm-en.png` });
  await tabTo(page, dialog.getByRole('button', { name: m('message.action.delete') }), { max: 3 });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(summaryLine).toHaveText(m('message.summary_other', { count: 2, unread: 1 }));
  await expect(summaryLine).toBeFocused();
  await expectVisibleFocus(page);
  await page.screenshot({ path: `${SHOTS}/keyboard-message-deleted-en.png` });
});
