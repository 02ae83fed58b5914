/** The first access of a person the administrators imported (settings/importar-pessoas): the link, its e-mail and messages. */

/** How long the first-access link works. */
export const FIRST_ACCESS_TTL_DAYS = 7;
export const FIRST_ACCESS_TTL_MS = FIRST_ACCESS_TTL_DAYS * 24 * 60 * 60 * 1000;

export const FIRST_ACCESS_MESSAGES = {
  invalidLink: 'Este link de primeiro acesso não é válido. Confira se copiou o endereço inteiro do e-mail ou use "Esqueci minha senha" na página de entrada.',
  usedLink: 'Este link de primeiro acesso já foi usado. Entre com o seu CPF e a senha que você criou, ou use "Esqueci minha senha".',
  expiredLink: 'Este link de primeiro acesso expirou. Use "Esqueci minha senha" na página de entrada para receber um código e criar a sua senha.',
  created: 'Senha criada. Agora entre com o seu CPF e a nova senha.',
} as const;

/** The address of the link: the public password page with the token. */
export function firstAccessLink(portalUrl: string, token: string): string {
  return `${portalUrl.replace(/\/+$/, '')}/alterar-senha?token=${encodeURIComponent(token)}`;
}

/** The moment a link expires as a person in Brasília reads it: '01/12/2026 às 20:40'. */
export function formatExpiry(moment: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} às ${parts.hour}:${parts.minute}`;
}
