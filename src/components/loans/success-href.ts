/** Spec §2.1 /sucesso-emprestimo: the generic success page of a request, reached with its protocol and service. */
export function loanSuccessHref(protocolo: string, servico: string): string {
  return `/sucesso-emprestimo?${new URLSearchParams({ protocolo, servico }).toString()}`;
}
