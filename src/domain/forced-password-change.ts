/** An administrator asking a person for a new password (settings/solcitiar-alterar-senha): the words both sides read. */

export const FORCED_CHANGE_MESSAGES = {
  self: 'Para trocar a sua própria senha, use "Alterar senha" no seu perfil.',
  noEmail: 'Esta pessoa não tem e-mail cadastrado: o código de segurança não teria para onde ir. Cadastre o e-mail da pessoa e tente de novo.',
  done: (email: string, sessions: number) =>
    `Pronto. ${sessions === 0 ? 'A pessoa não tinha sessões abertas' : sessions === 1 ? '1 sessão foi encerrada' : `${sessions} sessões foram encerradas`}, a senha atual deixou de valer e o código de segurança foi enviado para ${email}.`,
} as const;


/** "c****s@exemplo.com.br": enough for the administrator to recognise the address, not to read it out. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  const hidden = local.length <= 2 ? `${local[0]}*` : `${local[0]}${'*'.repeat(Math.min(local.length - 2, 6))}${local[local.length - 1]}`;
  return `${hidden}${email.slice(at)}`;
}
