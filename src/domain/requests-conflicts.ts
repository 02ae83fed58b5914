import * as FUNCTIONALITY from './functionality-ids';

/**
 * One open request at a time (issue 26): a request service's page says so instead of offering its form, and
 * criarSolicitacao refuses a second one (409). Which open requests stand in the way of which service, and how the
 * refusal reads. Server side only: the page names the open request by what the API sends.
 */

/** The exit options of a link: choosing one closes the others (Resolução CNPC 50/2022), so one request among them. */
const EXIT_CHOICES: readonly number[] = [FUNCTIONALITY.EXIT_OPTIONS, FUNCTIONALITY.REDEMPTION, FUNCTIONALITY.PORTABILITY, FUNCTIONALITY.BPD, FUNCTIONALITY.SELF_SPONSORSHIP];

/** What a request of each service is, after "um pedido de". */
const REQUEST_NOUNS: Readonly<Record<number, string>> = {
  [FUNCTIONALITY.BENEFIT_REQUEST]: 'benefício',
  [FUNCTIONALITY.CASH_WITHDRAWAL]: 'saque à vista',
  [FUNCTIONALITY.REDEMPTION]: 'resgate',
  [FUNCTIONALITY.PORTABILITY]: 'portabilidade',
  [FUNCTIONALITY.BPD]: 'benefício proporcional diferido (BPD)',
  [FUNCTIONALITY.SELF_SPONSORSHIP]: 'autopatrocínio',
  [FUNCTIONALITY.BENEFIT_SUSPENSION]: 'suspensão do benefício',
  [FUNCTIONALITY.EXEMPTION_65]: 'isenção aos 65 anos',
  [FUNCTIONALITY.SERIOUS_ILLNESS_EXEMPTION]: 'isenção por moléstia grave',
  [FUNCTIONALITY.EXIT_OPTIONS]: 'opção de desligamento',
  [FUNCTIONALITY.INCOME_CHANGE]: 'alteração de renda',
  [FUNCTIONALITY.DISABILITY_REDEMPTION]: 'resgate por invalidez',
  [FUNCTIONALITY.PLAN_WITHDRAWAL]: 'desistência do plano',
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
