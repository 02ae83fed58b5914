// Over 300 lines: one table of how each audit action's details read; a row per action, nothing else.
/**
 * How the details of an audit row read (settings/auditoria): ids as the names they stand for, figures and dates in the
 * pt-BR way. The server writes this line once, and the page, the JSON and the CSV show it (issue 26: they showed
 * "serviço: 22; de: 2; para: 4").
 */
import { formatAuditTime, isActingAsAction } from './audit-log';
import { formatBrl, formatPercent } from './format-decimal';
import { formatDateBr, formatMonthBr } from './format-date';

/**
 * The records an audit detail names by id, which the reading side resolves to names before writing the line (the
 * service from the catalogue, a status, a plan, a person, a request by its protocol and service (`requests`) or by its
 * protocol alone (`protocols`)…). An id it cannot resolve (a record since removed) reads as "nº 12".
 */
export const AUDIT_REFERENCE_KINDS = [
  'services',
  'statuses',
  'plans',
  'categories',
  'situations',
  'people',
  'requests',
  'protocols',
  'links',
  'notifications',
  'elections',
  'campaigns',
  'dependants',
  'documents',
  'suppliers',
  'news',
  'banners',
] as const;
export type AuditReferenceKind = (typeof AUDIT_REFERENCE_KINDS)[number];
/** The names found, by kind and id. */
export type AuditNames = Partial<Record<AuditReferenceKind, ReadonlyMap<number, string>>>;
/** The ids to resolve, by kind. */
export type AuditReferences = Map<AuditReferenceKind, Set<number>>;

type ValueFormat = 'money' | 'decimal' | 'percent' | 'date' | 'month';
interface KeyRule {
  label: string;
  ref?: AuditReferenceKind;
  format?: ValueFormat;
}

/** Words, and how to read the value, for the detail keys the services record; any other key reads as it is. */
const KEY_RULES: Readonly<Record<string, KeyRule>> = {
  // The ids in the route of a write made as a person: first, each by its own rule (see DetailsWriter.parts).
  params: { label: 'parâmetros' },
  sessoesEncerradas: { label: 'sessões encerradas' },
  idRequisicao: { label: 'solicitação', ref: 'requests' },
  idFuncionalidade: { label: 'serviço', ref: 'services' },
  operacao: { label: 'operação' },
  idPlano: { label: 'plano', ref: 'plans' },
  idPlanos: { label: 'planos', ref: 'plans' },
  idCategoria: { label: 'categoria', ref: 'categories' },
  idSituacao: { label: 'situação', ref: 'situations' },
  idPessoa: { label: 'pessoa', ref: 'people' },
  idVinculoPlano: { label: 'vínculo', ref: 'links' },
  idNotificacao: { label: 'notificação', ref: 'notifications' },
  idEleicao: { label: 'eleição', ref: 'elections' },
  idCampanha: { label: 'campanha', ref: 'campaigns' },
  idNoticia: { label: 'notícia', ref: 'news' },
  idBanner: { label: 'banner', ref: 'banners' },
  idStatusOrigem: { label: 'de', ref: 'statuses' },
  idStatusDestino: { label: 'para', ref: 'statuses' },
  idIndice: { label: 'índice' },
  idContribuicao: { label: 'contribuição' },
  idConvite: { label: 'convite' },
  idPergunta: { label: 'pergunta' },
  idPerfilInvestimento: { label: 'perfil de investimento' },
  idSessao: { label: 'sessão' },
  idStep: { label: 'etapa' },
  titulo: { label: 'título' },
  nome: { label: 'nome' },
  codigo: { label: 'código' },
  destino: { label: 'destino' },
  destinatarios: { label: 'destinatários' },
  adicionados: { label: 'serviços incluídos', ref: 'services' },
  removidos: { label: 'serviços retirados', ref: 'services' },
  dependentesIncluidos: { label: 'dependentes incluídos' },
  dependentesAlterados: { label: 'dependentes alterados', ref: 'dependants' },
  dependentesExcluidos: { label: 'dependentes excluídos', ref: 'dependants' },
  beneficiariosIncluidos: { label: 'beneficiários indicados incluídos' },
  beneficiariosRemovidos: { label: 'beneficiários indicados retirados' },
  beneficiariosAlterados: { label: 'beneficiários indicados alterados' },
  idVersao: { label: 'versão' },
  valor: { label: 'valor', format: 'money' },
  valorMinimo: { label: 'valor mínimo', format: 'money' },
  valorMaximo: { label: 'valor máximo', format: 'money' },
  limiteSalarial: { label: 'limite salarial', format: 'money' },
  data: { label: 'data', format: 'date' },
  competencia: { label: 'competência', format: 'month' },
  variacao: { label: 'variação', format: 'percent' },
  linhas: { label: 'linhas' },
  importadas: { label: 'importadas' },
  quitadas: { label: 'quitadas' },
  ignoradas: { label: 'ignoradas' },
  erros: { label: 'erros' },
  pessoasNovas: { label: 'pessoas novas' },
  vinculosNovos: { label: 'vínculos novos' },
  enviados: { label: 'enviados' },
  recentes: { label: 'lembrados há pouco' },
  semEmail: { label: 'sem e-mail' },
  semAutorizacao: { label: 'sem autorização' },
  restantes: { label: 'restantes' },
  total: { label: 'total' },
  status: { label: 'resposta HTTP' },
  email: { label: 'e-mail' },
  telefone: { label: 'telefone' },
  endereco: { label: 'endereço' },
  contato: { label: 'contato' },
  canal: { label: 'canal' },
  concedido: { label: 'autorizado' },
  houveAlteracao: { label: 'houve alteração' },
  formato: { label: 'formato' },
  chave: { label: 'modelo' },
  plano: { label: 'plano' },
  cor: { label: 'cor' },
  corAnterior: { label: 'cor anterior' },
  logo: { label: 'logo' },
  fundo: { label: 'fundo' },
  caminho: { label: 'caminho' },
  caminhoAnterior: { label: 'caminho anterior' },
  etapasAnteriores: { label: 'etapas já respondidas' },
  versao: { label: 'versão' },
  // The plans' settings (contribution, loans, benefits, institutes, the profile window), as their pages name them.
  fatorSalario: { label: 'fator do salário' },
  percentualBasicoMaximo: { label: 'percentual básico máximo', format: 'percent' },
  percentualSuplementarMaximo: { label: 'percentual suplementar máximo', format: 'percent' },
  banco: { label: 'banco' },
  diaVencimento: { label: 'dia de vencimento' },
  suspensaoMesesMaximo: { label: 'meses de suspensão no máximo' },
  taxaMensal: { label: 'taxa mensal', format: 'percent' },
  sistema: { label: 'sistema de amortização' },
  prazoMaximo: { label: 'prazo máximo (meses)' },
  percentualMargem: { label: 'margem consignável', format: 'percent' },
  tempoMinimoMeses: { label: 'tempo mínimo no plano (meses)' },
  cobraIof: { label: 'cobra IOF' },
  pagamentosPorAno: { label: 'pagamentos por ano' },
  rentabilidadeReferencia: { label: 'rentabilidade de referência', format: 'percent' },
  idadeAposentadoria: { label: 'idade de aposentadoria' },
  idadeMinima: { label: 'idade mínima' },
  anosMinimosPlano: { label: 'anos mínimos no plano' },
  percentualRendaMinimo: { label: 'renda mínima', format: 'percent' },
  percentualRendaMaximo: { label: 'renda máxima', format: 'percent' },
  prazoRendaMinimoMeses: { label: 'prazo mínimo da renda (meses)' },
  prazoRendaMaximoMeses: { label: 'prazo máximo da renda (meses)' },
  mesesEntreAlteracoesRenda: { label: 'meses entre alterações da renda' },
  percentualSaqueAVista: { label: 'saque à vista', format: 'percent' },
  vestingPatrocinadora: { label: 'parte da patrocinadora por anos no plano' },
  anos: { label: 'anos' },
  percentual: { label: 'percentual', format: 'percent' },
  resgateParcelasMaximas: { label: 'parcelas do resgate no máximo' },
  carenciaPortabilidadeAnos: { label: 'carência da portabilidade (anos)' },
  carenciaBpdAnos: { label: 'carência do BPD (anos)' },
  idadeMinimaBpd: { label: 'idade mínima do BPD' },
  taxaAdministrativaAutopatrocinio: { label: 'taxa administrativa do autopatrocínio', format: 'percent' },
  diaInicioJanela: { label: 'dia de início da janela' },
  diaFimJanela: { label: 'dia de fim da janela' },
  de: { label: 'de' },
  para: { label: 'para' },
  antes: { label: 'antes' },
  depois: { label: 'depois' },
};

/** What `id` names in an action's details (the record the action created, changed or removed). */
const ID_REFERENCE_BY_ACTION: ReadonlyArray<[RegExp, AuditReferenceKind, string]> = [
  [/^recadastramento\.campanha_criada$/, 'campaigns', 'campanha'],
  [/^dependente\./, 'dependants', 'dependente'],
  [/^documento\./, 'documents', 'documento'],
  [/^fornecedor\./, 'suppliers', 'fornecedor'],
];

/** A change of one value (`de` → `para`): what changed, by action. */
const CHANGE_BY_ACTION: Readonly<Record<string, KeyRule>> = {
  'requisicao.status': { label: 'situação', ref: 'statuses' },
  'valorCota.corrigido': { label: 'valor da cota', format: 'decimal' },
  'valorIndice.corrigido': { label: 'variação', format: 'percent' },
};

const ORDER = Object.keys(KEY_RULES);
const MAX_DETAIL_LENGTH = 500;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A date written by a formatter that refuses impossible dates (2026-13-45): such a value reads as it was stored. */
function safely(format: (value: string) => string, value: string): string {
  try {
    return format(value);
  } catch {
    return value;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const sameValue = (first: unknown, second: unknown) => JSON.stringify(first) === JSON.stringify(second);

/** 1234.5 → "1234,5": every decimal kept, a comma for the point (ids and counts read as they are). */
function decimalText(value: string | number): string {
  return String(value).replace('.', ',');
}

/** How the details of one line read: names looked up (or noted, while references are collected), values formatted. */
class DetailsWriter {
  constructor(
    private readonly lookup: (kind: AuditReferenceKind, id: number) => string | undefined,
    private readonly acao: string,
  ) {}

  name(kind: AuditReferenceKind, value: unknown): string {
    if (typeof value !== 'number' || !Number.isInteger(value)) return this.plain(value);
    return this.lookup(kind, value) ?? `nº ${value}`;
  }

  formatted(format: ValueFormat, value: unknown): string {
    const isNumeric = typeof value === 'number' || (typeof value === 'string' && DECIMAL.test(value));
    if (format === 'money' && isNumeric) return formatBrl(value as string | number);
    if (format === 'percent' && isNumeric) return formatPercent(value as string | number);
    if (format === 'decimal' && isNumeric) return decimalText(value as string | number);
    if (format === 'date' && typeof value === 'string' && ISO_DATE.test(value)) return safely(formatDateBr, value);
    if (format === 'month' && typeof value === 'string' && /^\d{4}-\d{2}(-\d{2})?$/.test(value)) return safely(formatMonthBr, value.length === 7 ? `${value}-01` : value);
    return this.plain(value);
  }

  /** A value by its key's rule: a name, a formatted figure, or the value as it reads. */
  value(rule: KeyRule | undefined, value: unknown): string {
    if (Array.isArray(value) && (rule?.ref || rule?.format)) return value.length ? value.map((item) => this.value(rule, item)).join(', ') : 'nenhum';
    if (rule?.ref) return this.name(rule.ref, value);
    if (rule?.format) return this.formatted(rule.format, value);
    return this.plain(value);
  }

  /** Without a rule: yes/no, dates in the fund's format, lists and objects in words (never JSON). */
  plain(value: unknown): string {
    if (value === null || value === undefined) return '—';
    if (typeof value === 'boolean') return value ? 'sim' : 'não';
    if (typeof value === 'number') return decimalText(value);
    if (typeof value === 'string') {
      if (ISO_DATE.test(value)) return safely(formatDateBr, value);
      if (ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))) return formatAuditTime(value);
      return value;
    }
    if (Array.isArray(value)) return value.length ? value.map((item) => this.plain(item)).join(', ') : 'nenhum';
    if (isRecord(value)) {
      // A workflow transition reads as "Recebida → Em análise".
      if ('idStatusOrigem' in value && 'idStatusDestino' in value && Object.keys(value).length === 2) {
        return `${this.name('statuses', value.idStatusOrigem)} → ${this.name('statuses', value.idStatusDestino)}`;
      }
      const entries = sortedEntries(value);
      return entries.length ? `(${entries.map(([key, item]) => `${labelOf(key)}: ${this.value(KEY_RULES[key], item)}`).join(', ')})` : 'nada';
    }
    return String(value);
  }

  /** A notification's destination in the centre's words ("Plano HPE · Assistido · todas as situações"). */
  target(value: unknown): string {
    if (!isRecord(value)) return this.plain(value);
    if (value.tipo === 'todos') return 'Todos os participantes';
    if (value.tipo === 'pessoa') return this.name('people', value.idPessoa);
    if (value.tipo !== 'segmento') return this.plain(value);
    return [
      value.idPlano === null || value.idPlano === undefined ? 'Todos os planos' : `Plano ${this.name('plans', value.idPlano)}`,
      value.idCategoria === null || value.idCategoria === undefined ? 'todas as categorias' : this.name('categories', value.idCategoria),
      value.idSituacao === null || value.idSituacao === undefined ? 'todas as situações' : this.name('situations', value.idSituacao),
    ].join(' · ');
  }

  /** What a settings change changed: "campo: antes → depois" for each field that differs (objects), or both sides. */
  change(before: unknown, after: unknown): string[] {
    if ((isRecord(before) || before === null) && (isRecord(after) || after === null) && (before !== null || after !== null)) {
      if (before === null) return [`criado com ${this.plain(after)}`];
      if (after === null) return [`removido: ${this.plain(before)}`];
      const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort(byRank);
      const changed = keys.filter((key) => !sameValue(before[key], after[key]));
      if (!changed.length) return ['nada mudou'];
      return changed.map((key) => `${labelOf(key)}: ${this.value(KEY_RULES[key], before[key])} → ${this.value(KEY_RULES[key], after[key])}`);
    }
    return [`antes: ${this.plain(before)}`, `depois: ${this.plain(after)}`];
  }

  parts(details: Record<string, unknown>): string[] {
    const acao = this.acao;
    const isActingAs = isActingAsAction(acao);
    const entries = sortedEntries(details).filter(([key]) => !(isActingAs && key === 'resumo'));
    const hasChange = 'de' in details && 'para' in details;
    const hasBeforeAfter = 'antes' in details && 'depois' in details;
    const parts: string[] = [];
    for (const [key, value] of entries) {
      if (hasChange && key === 'de') {
        const rule = CHANGE_BY_ACTION[acao] ?? { label: 'valor' };
        parts.push(`${rule.label}: ${this.value(rule, details.de)} → ${this.value(rule, details.para)}`);
      } else if (hasChange && key === 'para') continue;
      else if (hasBeforeAfter && key === 'antes') parts.push(...this.change(details.antes, details.depois));
      else if (hasBeforeAfter && key === 'depois') continue;
      else if (key === 'destino') parts.push(`destino: ${this.target(value)}`);
      // The route's own ids of a write made as a person, each in words ("pessoa: Carlos Contribuinte").
      else if (key === 'params' && isRecord(value)) parts.push(...sortedEntries(value).map(([param, item]) => `${labelOf(param)}: ${this.value(KEY_RULES[param], item)}`));
      // Beside its service, a request reads by its protocol alone (its name would repeat the service).
      else if (key === 'idRequisicao' && 'idFuncionalidade' in details) parts.push(`${labelOf(key)}: ${this.name('protocols', value)}`);
      else if (key === 'id') {
        const [, kind, label] = ID_REFERENCE_BY_ACTION.find(([pattern]) => pattern.test(acao)) ?? [null, null, 'registro'];
        parts.push(`${label}: ${kind ? this.name(kind, value) : this.plain(value)}`);
      } else parts.push(`${labelOf(key)}: ${this.value(KEY_RULES[key], value)}`);
    }
    return parts;
  }
}

const labelOf = (key: string) => KEY_RULES[key]?.label ?? key;
/** The usual keys in KEY_RULES' order (the store does not keep the order they were written in), then the others. */
const rankOf = (key: string) => (key in KEY_RULES ? ORDER.indexOf(key) : ORDER.length);
const byRank = (first: string, second: string) => rankOf(first) - rankOf(second) || first.localeCompare(second);
const sortedEntries = (record: Record<string, unknown>) => Object.entries(record).sort(([first], [second]) => byRank(first, second));

/**
 * The details of an action on one line, in words: ids as the names they stand for (found beforehand by the reading
 * side, see auditReferences), money, dates and percentages in the pt-BR way, a change as "antes → depois", never JSON.
 * "solicitação: protocolo 2026000012; situação: Em análise → Concluída". The page, the JSON and the CSV show this line.
 */
export function auditDetailsText(acao: string, detalhes: unknown, names: AuditNames = {}): string {
  if (!isRecord(detalhes)) return '';
  const writer = new DetailsWriter((kind, id) => names[kind]?.get(id), acao);
  const text = writer.parts(detalhes).join('; ');
  return text.length > MAX_DETAIL_LENGTH ? `${text.slice(0, MAX_DETAIL_LENGTH - 1)}…` : text;
}

/** Every id the details name, by kind: what the reading side looks up before it writes the lines (adds to `into`). */
export function auditReferences(acao: string, detalhes: unknown, into: AuditReferences = new Map()): AuditReferences {
  if (!isRecord(detalhes)) return into;
  const writer = new DetailsWriter((kind, id) => {
    const ids = into.get(kind) ?? new Set<number>();
    ids.add(id);
    into.set(kind, ids);
    return undefined;
  }, acao);
  writer.parts(detalhes);
  return into;
}
