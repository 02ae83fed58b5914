import { REQUEST_SERVICE } from './request-services';

/**
 * One open request at a time (issue 26): a request service's page says so instead of offering its form, and
 * criarSolicitacao refuses a second one (409). Which open requests stand in the way of which service, and how the
 * refusal reads. Server side only: the page names the open request by what the API sends.
 */

/** The exit options of a link: choosing one closes the others (Resolução CNPC 50/2022), so one request among them. */
const EXIT_CHOICES: readonly number[] = [REQUEST_SERVICE.OPCOES_DESLIGAMENTO, REQUEST_SERVICE.RESGATE, REQUEST_SERVICE.PORTABILIDADE, REQUEST_SERVICE.BPD, REQUEST_SERVICE.AUTOPATROCINIO];

/** What a request of each service is, after "um pedido de". */
const REQUEST_NOUNS: Readonly<Record<number, string>> = {
  [REQUEST_SERVICE.SOLICITAR_BENEFICIO]: 'benefício',
  [REQUEST_SERVICE.SAQUE_A_VISTA]: 'saque à vista',
  [REQUEST_SERVICE.RESGATE]: 'resgate',
  [REQUEST_SERVICE.PORTABILIDADE]: 'portabilidade',
  [REQUEST_SERVICE.BPD]: 'benefício proporcional diferido (BPD)',
  [REQUEST_SERVICE.AUTOPATROCINIO]: 'autopatrocínio',
  [REQUEST_SERVICE.SUSPENDER_BENEFICIO]: 'suspensão do benefício',
  [REQUEST_SERVICE.ISENCAO_65]: 'isenção aos 65 anos',
  [REQUEST_SERVICE.ISENCAO_MOLESTIA_GRAVE]: 'isenção por moléstia grave',
  [REQUEST_SERVICE.OPCOES_DESLIGAMENTO]: 'opção de desligamento',
  [REQUEST_SERVICE.ALTERACAO_RENDA]: 'alteração de renda',
  [REQUEST_SERVICE.RESGATE_INVALIDEZ]: 'resgate por invalidez',
  [REQUEST_SERVICE.DESISTENCIA_PLANO]: 'desistência do plano',
};

/** The services whose open request on the same link refuses a new request of this one: itself, and its group's. */
export function servicesInTheWayOf(idFuncionalidade: number): number[] {
  return EXIT_CHOICES.includes(idFuncionalidade) ? [...EXIT_CHOICES] : [idFuncionalidade];
}

/** Why a new request is refused while another stands open (409), naming the open one's service and protocol. */
export function openRequestMessage(idFuncionalidadeAberta: number, protocolo: string): string {
  const noun = REQUEST_NOUNS[idFuncionalidadeAberta];
  return noun ? `Você já tem um pedido de ${noun} em andamento (protocolo ${protocolo}).` : `Você já tem um pedido em andamento (protocolo ${protocolo}).`;
}
