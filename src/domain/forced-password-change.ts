/** An administrator asking a person for a new password (settings/solcitiar-alterar-senha): the words both sides read. */

export const FORCED_CHANGE_MESSAGES = {
  self: 'Para trocar a sua própria senha, use "Alterar senha" no seu perfil.',
  noEmail: 'Esta pessoa não tem e-mail cadastrado: o código de segurança não teria para onde ir. Cadastre o e-mail da pessoa e tente de novo.',
  done: (email: string, sessions: number) =>
    `Pronto. ${sessions === 0 ? 'A pessoa não tinha sessões abertas' : sessions === 1 ? '1 sessão foi encerrada' : `${sessions} sessões foram encerradas`}, a senha atual deixou de valer e o código de segurança foi enviado para ${email}.`,
} as const;

/** The e-mail with the code: why it came, the code, and what to do when it expires. */
export function forcedChangeEmail(firstName: string, code: string): { subject: string; text: string } {
  return {
    subject: 'Crie uma nova senha para o Portal do Participante',
    text:
      `Olá, ${firstName}.\n\n` +
      'Por segurança, a administração do fundo pediu que você crie uma nova senha. Suas sessões abertas foram encerradas e a senha anterior deixou de valer.\n\n' +
      `Seu código de segurança é ${code}. Ele vale por 24 horas e só pode ser usado uma vez: na página de entrada do portal, escolha "Esqueci minha senha", informe seu CPF, escolha "Já tenho um código", digite este código e crie a nova senha.\n\n` +
      'Se o código expirar, peça outro em "Esqueci minha senha".',
  };
}

/** "c****s@exemplo.com.br": enough for the administrator to recognise the address, not to read it out. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  const hidden = local.length <= 2 ? `${local[0]}*` : `${local[0]}${'*'.repeat(Math.min(local.length - 2, 6))}${local[local.length - 1]}`;
  return `${hidden}${email.slice(at)}`;
}
