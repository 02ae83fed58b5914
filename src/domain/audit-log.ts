/**
 * The audit viewer of the administrators (settings/auditoria): what each recorded action means in plain Portuguese,
 * and the one format of its time, shared by the page, the JSON and the CSV so that they agree. How an action's details
 * read is audit-log-details.ts.
 */

/**
 * Every action the audit records, as an administrator reads it ("who did what"): the one list of actions, so that
 * recordAudit accepts no other (AuditAction). The codes are stored as they are; their casing is history, not a rule.
 */
export const AUDIT_ACTION_LABELS = {
  'senha.trocaSolicitada': 'Exigiu uma nova senha',
  'modeloEmail.alterado': 'Alterou um modelo de e-mail',
  'modeloEmail.restaurado': 'Voltou um modelo de e-mail ao texto padrão',
  'modeloMensagemCurta.alterado': 'Alterou o texto de SMS ou WhatsApp de um aviso',
  'modeloMensagemCurta.restaurado': 'Voltou o texto de SMS ou WhatsApp de um aviso ao padrão',
  'tema.alterado': 'Alterou o tema de um plano',
  'onboarding.configurado': 'Alterou as etapas do primeiro acesso de um plano',
  'onboarding.reiniciado': 'Reiniciou o primeiro acesso de uma pessoa',
  'senha.alterada': 'Trocou a senha',
  'senha.redefinida': 'Criou uma nova senha com o código de segurança',
  'portal.visualizado': 'Visualizou o portal como a pessoa',
  'dados.exportados': 'Baixou os dados pessoais',
  'contato.alterado': 'Alterou o contato (e-mail ou telefone)',
  'endereco.alterado': 'Alterou o endereço',
  'consentimento.alterado': 'Alterou uma autorização de comunicação',
  'dependente.incluido': 'Incluiu um dependente ou beneficiário',
  'dependente.alterado': 'Alterou um dependente ou beneficiário',
  'dependente.excluido': 'Excluiu um dependente ou beneficiário',
  'beneficiarioIndicado.alterado': 'Alterou os beneficiários indicados (quem recebe o saldo)',
  'onboarding.etapa': 'Preencheu uma etapa do primeiro acesso',
  'requisicao.criada': 'Abriu uma solicitação',
  'requisicao.cancelada': 'Cancelou uma solicitação',
  'requisicao.status': 'Mudou a situação de uma solicitação',
  'requisicao.efeito': 'Aplicou o resultado de uma solicitação',
  'contribuicao.esporadica': 'Gerou uma contribuição esporádica',
  'contribuicoes.importadas': 'Importou contribuições',
  'notificacao.enviada': 'Enviou uma notificação',
  'notificacao.central': 'Enviou uma notificação pela central',
  'recadastramento.campanha_criada': 'Abriu uma campanha de recadastramento',
  'recadastramento.enviado': 'Enviou um recadastramento',
  'recadastramento.lembretes': 'Enviou lembretes de recadastramento',
  'aviso.preferencias': 'Alterou as preferências de avisos',
  'incentivo.aviso_dezembro': 'Pediu o aviso de dezembro do incentivo fiscal',
  'incentivo.aviso_dezembro_cancelado': 'Cancelou o aviso de dezembro do incentivo fiscal',
  'planejamento.meta_salva': 'Salvou a meta de aposentadoria',
  'prova_vida.suspensao': 'Confirmou a suspensão de um benefício por falta de prova de vida',
  'representacao.cadastrada': 'Cadastrou um representante legal',
  'representacao.aprovada': 'Aprovou uma representação legal',
  'representacao.recusada': 'Recusou uma representação legal',
  'representacao.encerrada': 'Encerrou uma representação legal',
  'representacao.avisos_vigencia': 'Avisou do fim da vigência de representações',
  'aviso.codigo_celular': 'Pediu o código de confirmação do celular',
  'aviso.celular_confirmado': 'Confirmou o celular dos avisos',
  'aviso.reenviado': 'Reenviou um aviso que tinha desistido',
  'eleicao.criada': 'Criou uma eleição',
  'eleicao.encerrada': 'Encerrou uma eleição',
  'eleicao.voto': 'Votou em uma eleição',
  'documento.publicado': 'Publicou um documento',
  'documento.alterado': 'Alterou um documento',
  'documento.retirado': 'Retirou um documento',
  'noticia.criada': 'Criou uma notícia',
  'noticia.alterada': 'Alterou uma notícia',
  'noticia.excluida': 'Excluiu uma notícia',
  'banner.criado': 'Criou um banner do carrossel',
  'banner.alterado': 'Alterou um banner do carrossel',
  'banner.excluido': 'Excluiu um banner do carrossel',
  'declaracao-concordancia.publicada': 'Publicou uma nova versão da declaração de concordância',
  'declaracao-concordancia.aceita': 'Aceitou a declaração de concordância',
  'fornecedor.criado': 'Cadastrou um fornecedor',
  'fornecedor.alterado': 'Alterou um fornecedor',
  'fornecedor.excluido': 'Excluiu um fornecedor',
  'manutencao.criada': 'Agendou uma manutenção',
  'manutencao.alterada': 'Alterou uma manutenção',
  'manutencao.encerrada': 'Encerrou uma manutenção',
  'esteira.alterada': 'Alterou a esteira de um serviço',
  'funcionalidades.alteradas': 'Alterou os serviços habilitados de um segmento (plano, categoria e situação)',
  'configuracaoBeneficio.alterada': 'Alterou os parâmetros de benefício de um plano',
  'configuracaoContribuicao.alterada': 'Alterou as regras de contribuição de um plano',
  'configuracaoInstituto.alterada': 'Alterou as regras de um instituto',
  'configuracaoBeneficiarioIndicado.alterada': 'Alterou as regras de beneficiários indicados de um plano',
  'configuracaoProvaVida.alterada': 'Alterou as regras da prova de vida de um plano',
  'configuracaoPlanejamento.alterada': 'Alterou as premissas de planejamento da aposentadoria de um plano',
  'configuracaoPerfil.alterada': 'Alterou a janela de troca de perfil de investimento',
  'emprestimo.parametros': 'Alterou os parâmetros de empréstimo de um plano',
  'perguntaPerfil.criada': 'Criou uma pergunta do questionário de perfil',
  'perguntaPerfil.alterada': 'Alterou uma pergunta do questionário de perfil',
  'perguntaPerfil.excluida': 'Excluiu uma pergunta do questionário de perfil',
  'perfilInvestimento.faixas': 'Alterou as faixas de pontuação dos perfis',
  'perfilInvestimento.alterado': 'Alterou um perfil de investimento',
  'valorCota.criado': 'Cadastrou um valor de cota',
  'valorCota.corrigido': 'Corrigiu um valor de cota',
  'valorCota.importados': 'Importou valores de cota',
  'valorIndice.criado': 'Cadastrou um valor de índice',
  'valorIndice.corrigido': 'Corrigiu um valor de índice',
  'valorIndice.importados': 'Importou valores de índice',
  'senha.primeiroAcesso': 'Criou a senha no primeiro acesso',
  'pessoas.importadas': 'Importou pessoas',
  'convite.enviado': 'Convidou alguém para o plano',
  'segundoFator.ativado': 'Ativou a verificação em duas etapas',
  'segundoFator.substituido': 'Trocou o aplicativo da verificação em duas etapas',
  'segundoFator.desativado': 'Desativou a verificação em duas etapas',
  'segundoFator.codigoRecuperacaoUsado': 'Entrou com um código de recuperação',
  'falecimento.comunicado': 'Comunicou um falecimento pela página pública',
  'falecimento.confirmado': 'Confirmou um falecimento comunicado',
  'falecimento.descartado': 'Descartou uma comunicação de falecimento',
} as const satisfies Record<string, string>;

/** A write an administrator made while viewing the portal as a person, recorded by its method and route. */
export type ActingAsAction = `${'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS | ActingAsAction;

/** The filter value for every write an administrator made while viewing the portal as a person ('POST /api/…'). */
export const ACTING_AS_FILTER = 'agiuComoPessoa';
const ACTING_AS_PATTERN = /^(POST|PUT|PATCH|DELETE) \//;

export const isActingAsAction = (acao: string): acao is ActingAsAction => ACTING_AS_PATTERN.test(acao);

/** The options of the page's action filter: every known action by its words, then the writes made as a person. */
export function auditActionOptions(): Array<{ value: string; label: string }> {
  const known = Object.entries(AUDIT_ACTION_LABELS)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
  return [...known, { value: ACTING_AS_FILTER, label: 'Agiu vendo o portal como a pessoa' }];
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** What was done: the action's words; a write made as a person by its route's summary (and whether it was refused). */
export function auditActionLabel(acao: string, detalhes: unknown): string {
  const known = (AUDIT_ACTION_LABELS as Readonly<Record<string, string>>)[acao];
  if (known) return known;
  if (isActingAsAction(acao)) {
    const details = asRecord(detalhes);
    const resumo = typeof details.resumo === 'string' && details.resumo.trim() ? details.resumo.trim() : acao;
    const refused = typeof details.status === 'number' && details.status >= 400;
    return `Agiu como a pessoa: ${resumo}${refused ? ' (recusado)' : ''}`;
  }
  return `Ação registrada: ${acao}`;
}

const TIME_FORMAT = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** "22/11/2026 14:05:09", the fund's clock (America/Sao_Paulo): the page's column and the CSV's. */
export function formatAuditTime(iso: string | Date): string {
  return TIME_FORMAT.format(typeof iso === 'string' ? new Date(iso) : iso).replace(', ', ' ');
}

/** The audit list is paginated as the request list is (spec §4): pages start at 0. */
export const AUDIT_PAGE_SIZE = 20;

/** The columns of the page's table and of the CSV, in this order. */
export const AUDIT_COLUMNS = ['Quando', 'Quem fez', 'O que fez', 'Para quem', 'Detalhes'] as const;
