import { formatDateBr } from './format-date';
import type { ChosenChannel } from './notices';

/**
 * Legal representatives (representantes): a curator (curatela), an attorney (procuração) or a guardian (tutela/guarda)
 * who signs in with their own CPF and acts for the represented person within the powers the fund approved.
 */

export const REPRESENTATION_KINDS = ['curatela', 'procuracao', 'tutela'] as const;
export type RepresentationKind = (typeof REPRESENTATION_KINDS)[number];
export const REPRESENTATION_KIND_LABELS: Readonly<Record<RepresentationKind, string>> = { curatela: 'curatela', procuracao: 'procuração', tutela: 'tutela/guarda' };

export const REPRESENTATION_POWERS = ['leitura', 'solicitacoes', 'tudo_exceto_dados_bancarios'] as const;
export type RepresentationPowers = (typeof REPRESENTATION_POWERS)[number];
export const REPRESENTATION_POWER_LABELS: Readonly<Record<RepresentationPowers, string>> = {
  leitura: 'Somente consultar',
  solicitacoes: 'Consultar e cuidar das solicitações',
  tudo_exceto_dados_bancarios: 'Tudo, exceto alterar dados bancários',
};

export const REPRESENTATION_STATUSES = ['pendente', 'aprovada', 'recusada', 'encerrada'] as const;
export type RepresentationStatus = (typeof REPRESENTATION_STATUSES)[number];
export const REPRESENTATION_STATUS_LABELS: Readonly<Record<RepresentationStatus, string>> = { pendente: 'Aguardando aprovação', aprovada: 'Aprovada', recusada: 'Recusada', encerrada: 'Encerrada' };

/** The OpenAPI tags of the routes a representative with the power 'solicitacoes' may write to: requests, chat, attachments. */
export const REQUEST_WRITE_TAGS = ['Solicitações', 'Chat', 'Anexos'] as const;
/** The schema mark of a route that changes bank data (refused to 'tudo_exceto_dados_bancarios'). */
export const BANK_DATA_MARK = 'x-dados-bancarios';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the powers let the representative call a route: reads always; writes as the powers say. */
export function powersAllow(poderes: RepresentationPowers, route: { method: string; tags: readonly string[]; changesBankData: boolean }): boolean {
  if (READ_METHODS.has(route.method)) return true;
  if (poderes === 'leitura') return false;
  if (poderes === 'solicitacoes') return route.tags.some((tag) => (REQUEST_WRITE_TAGS as readonly string[]).includes(tag));
  return !route.changesBankData;
}

/** Whether a date (YYYY-MM-DD) is inside the validity, both ends included. */
export function isInValidity(today: string, inicioVigencia: string, fimVigencia: string): boolean {
  return inicioVigencia <= today && today <= fimVigencia;
}

/** The validity notices, by days before its end ('fim': the day after it ended). */
export const VALIDITY_NOTICES = [
  { marco: '30', dias: 30 },
  { marco: '7', dias: 7 },
  { marco: 'fim', dias: -1 },
] as const;

/** The validity notice due today for a validity ending on `fimVigencia`, not yet sent, or null. */
export function dueValidityNotice(today: string, fimVigencia: string, sent: readonly string[]): (typeof VALIDITY_NOTICES)[number] | null {
  const daysLeft = Math.round((Date.parse(`${fimVigencia}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  // The most advanced milestone reached wins: a job that missed a day still sends the one that matters now.
  const reached = [...VALIDITY_NOTICES].reverse().find((notice) => daysLeft <= notice.dias);
  if (!reached || sent.includes(reached.marco)) return null;
  return reached;
}

/** The fund's decision on a registration, as the notice to the person and the representative tells it. */
export interface RepresentationDecision {
  decisao: 'aprovada' | 'recusada';
  nomePessoa: string;
  nomeRepresentante: string;
  tipo: RepresentationKind;
  poderes: RepresentationPowers;
  inicioVigencia: string;
  fimVigencia: string;
  /** The reason of a refusal. */
  motivo?: string | null;
}

/**
 * The notice of the decision, the same words to both (they name both): an approval says who may now act for the
 * person, as what, from when until when and what they may do; a refusal gives the fund's reason. `mensagem` is the
 * part the e-mail template takes; `descricao` is the in-app notification's whole text.
 */
export function representationDecisionNotice(decision: RepresentationDecision): { titulo: string; descricao: string; mensagem: string } {
  const { nomePessoa: pessoa, nomeRepresentante: representante } = decision;
  const tipo = REPRESENTATION_KIND_LABELS[decision.tipo];
  if (decision.decisao === 'aprovada') {
    const mensagem =
      `De ${formatDateBr(decision.inicioVigencia)} até ${formatDateBr(decision.fimVigencia)}, ${representante} pode agir por ${pessoa} no portal (${tipo}), entrando com o próprio CPF. ` +
      `O que pode fazer: ${REPRESENTATION_POWER_LABELS[decision.poderes].toLowerCase()}.`;
    return { titulo: `Representação aprovada: ${representante} pode agir por ${pessoa}`.slice(0, 200), descricao: `O fundo aprovou a representação de ${pessoa} por ${representante} (${tipo}). ${mensagem}`, mensagem };
  }
  const motivo = (decision.motivo ?? '').trim();
  const mensagem = `Motivo: ${/[.!?]$/.test(motivo) ? motivo : `${motivo}.`} Um novo cadastro, com o documento em ordem, pode ser feito em Meu perfil > Representantes.`;
  return { titulo: `Representação de ${pessoa} por ${representante} recusada`.slice(0, 200), descricao: `O fundo recusou a representação de ${pessoa} por ${representante} (${tipo}). ${mensagem}`, mensagem };
}

export const REPRESENTATION_MESSAGES = {
  notRepresented: 'Você não representa esta pessoa, ou a representação não está aprovada e vigente.',
  notAllowed: (poderes: RepresentationPowers) => `A sua representação permite: ${REPRESENTATION_POWER_LABELS[poderes].toLowerCase()}. Esta ação não está incluída.`,
  cpf: 'Informe um CPF válido.',
  self: 'A pessoa não pode ser representante de si mesma.',
  representativeIsAdmin: 'Este CPF é de um administrador do fundo: ele não pode ser cadastrado como representante.',
  nome: 'Informe o nome completo do representante.',
  email: 'Informe um e-mail válido: o primeiro acesso do representante chega por ele.',
  telefone: 'Informe o telefone com DDD, só números (10 ou 11 dígitos).',
  vigencia: 'O fim da vigência deve ser igual ou posterior ao início.',
  fimPassado: 'O fim da vigência já passou.',
  documento: 'Documento não encontrado. Envie de novo a decisão judicial ou a procuração.',
  documentoFaltando: 'Envie a decisão judicial ou a procuração.',
  documentoAlheio: 'Este documento não foi enviado por você.',
  duplicate: 'Esta pessoa já tem esta representação cadastrada, aguardando aprovação ou aprovada.',
  notFound: 'Representação não encontrada.',
  notPending: 'Esta representação não está aguardando aprovação.',
  alreadyEnded: 'Esta representação já foi encerrada ou recusada.',
  registered: 'Representante cadastrado. O fundo vai conferir o documento e aprovar a representação.',
  approved: 'Representação aprovada. O representante recebe por e-mail como acessar o portal.',
  refused: 'Representação recusada.',
  ended: 'Representação encerrada. O representante não age mais por esta pessoa.',
} as const;

/** A representative as the person registers one (POST to the representatives API): who, what kind, until when, what powers. */
export interface RepresentativeRegistration {
  idPessoa: number;
  cpf: string;
  nome: string;
  dataNascimento: string;
  email: string;
  telefone: string;
  tipo: RepresentationKind;
  inicioVigencia: string;
  fimVigencia: string;
  poderes: RepresentationPowers;
  idAnexoDocumento: number;
  canaisAvisos: ChosenChannel[];
}
