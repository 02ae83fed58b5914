import { expect, type Page } from '@playwright/test';

/** The request centre's row of a request (the table, at the 1280 px the browser tests use). */
export const requestRow = (page: Page, protocolo: string) => page.getByRole('row').filter({ hasText: protocolo });

/** The row's button that opens the request's detail dialog. */
export const requestOpener = (page: Page, protocolo: string, pessoa: string) => requestRow(page, protocolo).getByRole('button', { name: `Ver solicitação ${protocolo} de ${pessoa}` });

/**
 * After a successful 'Salvar situação' (issue 26): the dialog has closed, the toast names the new status, the row
 * (the list reloaded behind the dialog) shows it, and the focus is back on the row's button that opened the dialog.
 */
export async function expectSavedAndBackOnRow(page: Page, protocolo: string, pessoa: string, status: string) {
  await expect(page.getByRole('dialog', { name: `Solicitação ${protocolo}` })).toBeHidden();
  await expect(page.getByText(`Situação alterada para "${status}". O participante foi avisado.`)).toBeVisible();
  await expect(requestRow(page, protocolo)).toContainText(status);
  const opener = requestOpener(page, protocolo, pessoa);
  await expect(opener).toBeFocused();
  await expect.poll(() => page.evaluate(() => [document.activeElement?.tagName.toLowerCase(), document.activeElement?.getAttribute('aria-label'), Boolean(document.activeElement?.closest('tr'))])).toEqual(['button', `Ver solicitação ${protocolo} de ${pessoa}`, true]);
}

/** Opens the request's detail again from its row, to read what the dialog shows after a change. */
export async function reopenFromRow(page: Page, protocolo: string, pessoa: string) {
  await requestOpener(page, protocolo, pessoa).click();
  const dialog = page.getByRole('dialog', { name: `Solicitação ${protocolo}` });
  await expect(dialog).toBeVisible();
  return dialog;
}
