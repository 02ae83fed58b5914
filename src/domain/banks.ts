/**
 * '341 – Itaú Unibanco S.A.': a bank as participants read it, the COMPE code of their statements with the name they
 * know (the server resolves the name from the Banco Central list, src/server/modules/people/banks.ts). The code alone
 * when the list does not have it; null without a bank.
 */
export function bankLabel(code: string | null, name: string | null): string | null {
  if (code === null || code === '') return null;
  return name ? `${code} – ${name}` : code;
}
