import { auditActionLabel } from '@/domain/audit-log';
import { CONTRIBUTION_STATUS_LABELS, CONTRIBUTION_TYPE_LABELS, CONTRIBUTION_TYPES } from '@/domain/accounts';
import { formatCpf } from '@/domain/cpf';
import { formatBrl, formatCep, formatDateBr, formatMonthBr, formatPercent } from '@/domain/format';
import { Money } from '@/domain/money';
import { formatDateTime } from '@/domain/notifications';
import { CONSENT_CHANNEL_LABELS } from '@/domain/privacy';
import { incomeRangeLabel, PAYMENT_FORM_LABELS, pepLabel } from '@/domain/profile';
import { BENEFICIARY_TYPE } from '@/domain/constants';
import type { ExportLabels, PersonalData, findPerson, listLinksWithSettings } from '../modules/pessoas/profile-repository';
import { bankName } from '../modules/pessoas/banks';
import { createPdfDocument } from './pdf-document';

/**
 * "Baixar meus dados" as a readable PDF (LGPD art. 18, II): the same records as the JSON export, in the words
 * and formats of the portal's pages. The JSON stays for portability (art. 18, V).
 */

type Person = Omit<NonNullable<Awaited<ReturnType<typeof findPerson>>>, 'senhaHash'>;
type LinkWithSettings = Awaited<ReturnType<typeof listLinksWithSettings>>[number];

export interface DataExportInput {
  generatedAt: Date;
  person: Person;
  links: LinkWithSettings[];
  records: PersonalData;
  labels: ExportLabels;
  /** Each plan link's balance today (the home's figure). */
  balances: Array<{ idVinculoPlano: number; saldoTotal: string; valorCota: string; dataCota: string; contas: Array<{ conta: string; nome: string; cotas: string; saldo: string }> }>;
}

const LOAN_STATUSES: Record<string, string> = { aberto: 'Em aberto', quitado: 'Quitado' };
const DEPENDANT_TYPES: Record<number, string> = { [BENEFICIARY_TYPE['imposto-renda']]: 'Imposto de renda', [BENEFICIARY_TYPE.previdencial]: 'Previdencial' };

const dateTime = (value: Date | null) => (value ? formatDateTime(value.toISOString()) : '—');
const date = (value: string | null) => (value ? formatDateBr(value) : '—');
const yesNo = (value: 'S' | 'N') => (value === 'S' ? 'Sim' : 'Não');
/** Quotas keep their 8 decimals: 1.363,58290103. */
function quotas(value: string | null) {
  if (value === null) return '—';
  const [integer, fraction] = new Money(value).toFixed(8).split('.');
  return `${integer.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${fraction}`;
}

function addressLines(address: PersonalData['address']): string[] {
  if (!address) return ['Não informado'];
  if (address.residenteExterior === 'S') {
    return [address.complemento, `${address.pais ?? ''} · código postal ${address.codigoPostal ?? ''}`, `Identificação fiscal ${address.numeroIdentificacaoFiscal ?? ''}`].filter(
      (line): line is string => Boolean(line),
    );
  }
  return [
    [[address.logradouro, address.numero].filter(Boolean).join(', '), address.complemento].filter(Boolean).join(' · '),
    [address.bairro, `${address.cidade ?? ''}/${address.estado ?? ''}`].filter(Boolean).join(' · '),
    address.cep ? `CEP ${formatCep(address.cep)}` : '',
  ].filter(Boolean);
}

export async function renderDataExportPdf({ generatedAt, person, links, records, labels, balances }: DataExportInput): Promise<Buffer> {
  const pdf = createPdfDocument({ title: 'Meus dados', subject: `Dados pessoais de ${person.nome} guardados pelo fundo (LGPD, art. 18)`, createdAt: generatedAt });
  const linkNames = new Map(links.map(({ vinculo, plano }) => [vinculo.id, `${plano.nomeExibicao} · matrícula ${vinculo.matricula}`]));
  const requestProtocols = new Map(records.requests.map((request) => [request.id, request.protocolo]));
  const conversationSubjects = new Map(records.conversations.map((conversation) => [conversation.id, conversation.assunto]));
  const personName = (id: number | null) => (id === null ? '—' : id === person.id ? person.nome : (labels.people.get(id) ?? 'Atendimento'));

  /** Rows of several plan links: a subheading and a table for each link that has any; one sentence when none has. */
  function perLink<T extends { idVinculoPlano: number }>(rows: T[], render: (rows: T[]) => void) {
    if (!rows.length) return pdf.paragraph('Nenhum registro.', { isMuted: true });
    for (const { vinculo } of links) {
      const ofLink = rows.filter((row) => row.idVinculoPlano === vinculo.id);
      if (!ofLink.length) continue;
      pdf.subheading(linkNames.get(vinculo.id)!);
      render(ofLink);
    }
  }

  pdf.title('Meus dados');
  pdf.paragraph(`Tudo o que o fundo guarda sobre ${person.nome}, gerado em ${dateTime(generatedAt)} (horário de Brasília).`);
  pdf.paragraph('Lei 13.709/2018 (LGPD), art. 18, II — acesso aos dados. O mesmo conteúdo está disponível em JSON, para levar a outro serviço.', { isMuted: true });

  pdf.heading('Dados pessoais');
  pdf.fields([
    ['Nome', person.nome],
    ['CPF', formatCpf(person.cpf)],
    ['Data de nascimento', formatDateBr(person.dataNascimento)],
    ['E-mail', person.email],
    ['Telefone', person.telefone],
    ['Pessoa politicamente exposta', pepLabel(person.ppe)],
    ['Faixa de renda mensal', incomeRangeLabel(person.faixaRenda)],
    ['Cadastro criado em', dateTime(person.criadoEm)],
    ['Primeiro acesso pendente', yesNo(person.onboarding)],
    ['Administrador do portal', yesNo(person.admin)],
  ]);

  pdf.heading(records.address?.residenteExterior === 'S' ? 'Endereço no exterior' : 'Endereço');
  for (const line of addressLines(records.address)) pdf.paragraph(line);
  if (records.address) pdf.paragraph(`Atualizado em ${dateTime(records.address.atualizadoEm)}.`, { isMuted: true });

  pdf.heading('Vínculos com planos');
  if (!links.length) pdf.paragraph('Nenhum vínculo.', { isMuted: true });
  for (const { vinculo, categoria, situacao, perfil } of links) {
    pdf.subheading(linkNames.get(vinculo.id)!);
    pdf.fields([
      ['Categoria', categoria.nome],
      ['Situação', situacao.nome],
      ['Data de adesão', formatDateBr(vinculo.dataAdesao)],
      ['Salário', vinculo.salario === null ? null : formatBrl(vinculo.salario)],
      ['Forma de pagamento', vinculo.formaPagamento === null ? null : (PAYMENT_FORM_LABELS[vinculo.formaPagamento] ?? null)],
      ['Valor da contribuição', vinculo.valorContribuicao === null ? null : formatBrl(vinculo.valorContribuicao)],
      ['Contribuição básica', vinculo.percentualBasica === null ? null : formatPercent(vinculo.percentualBasica)],
      ['Contribuição suplementar', vinculo.percentualSuplementar === null ? null : formatPercent(vinculo.percentualSuplementar)],
      ['Banco', vinculo.banco === null ? null : (bankName(vinculo.banco) ?? vinculo.banco)],
      ['Agência e conta', vinculo.agencia || vinculo.conta ? `${vinculo.agencia ?? '—'} / ${vinculo.conta ?? '—'}` : null],
      ['Dia de vencimento', vinculo.diaVencimento === null ? null : `Dia ${vinculo.diaVencimento}`],
      ['Perfil de investimento', perfil?.nome ?? null],
    ]);
  }

  pdf.heading('Resumo de contribuições e saldos');
  pdf.table(
    [
      { header: 'Plano', width: 0.3 },
      { header: 'Quantidade', width: 0.14, align: 'right' },
      { header: 'Valor total', width: 0.18, align: 'right' },
      { header: 'Cotas', width: 0.2, align: 'right' },
      { header: 'Saldo hoje', width: 0.18, align: 'right' },
    ],
    links.map(({ vinculo }) => {
      const summary = records.contributionSummary.find((row) => row.idVinculoPlano === vinculo.id);
      const balance = balances.find((row) => row.idVinculoPlano === vinculo.id);
      return [
        linkNames.get(vinculo.id)!,
        String(summary?.quantidade ?? 0),
        formatBrl(summary?.valorTotal ?? '0'),
        quotas(summary?.cotasTotal ?? '0'),
        balance ? formatBrl(balance.saldoTotal) : '—',
      ];
    }),
  );
  for (const balance of balances) {
    pdf.subheading(`Saldo por conta · ${linkNames.get(balance.idVinculoPlano)!}`);
    pdf.paragraph(`Valor da cota em ${formatDateBr(balance.dataCota)}: ${quotas(balance.valorCota)}.`, { isMuted: true });
    pdf.table(
      [
        { header: 'Conta', width: 0.4 },
        { header: 'Cotas', width: 0.3, align: 'right' },
        { header: 'Saldo', width: 0.3, align: 'right' },
      ],
      balance.contas.map((row) => [row.nome, quotas(row.cotas), formatBrl(row.saldo)]),
    );
  }

  // One table per plan link, month by month, as the statement pages show them.
  pdf.heading('Contribuições');
  perLink(records.contributions, (rows) =>
    pdf.table(
      [
        { header: 'Competência', width: 0.17 },
        { header: 'Tipo', width: 0.2 },
        { header: 'Valor', width: 0.2, align: 'right' },
        { header: 'Cotas', width: 0.23, align: 'right' },
        { header: 'Situação', width: 0.2 },
      ],
      [...rows]
        .sort((a, b) => a.competencia.localeCompare(b.competencia) || CONTRIBUTION_TYPES.indexOf(a.tipo) - CONTRIBUTION_TYPES.indexOf(b.tipo))
        .map((row) => [formatMonthBr(row.competencia), CONTRIBUTION_TYPE_LABELS[row.tipo] ?? row.tipo, formatBrl(row.valor), quotas(row.cotas), CONTRIBUTION_STATUS_LABELS[row.status] ?? row.status]),
    ),
  );

  pdf.heading('Pagamentos de benefício');
  perLink(records.payments, (rows) =>
    pdf.table(
      [
        { header: 'Competência', width: 0.14 },
        { header: 'Bruto', width: 0.18, align: 'right' },
        { header: 'Imposto de renda', width: 0.18, align: 'right' },
        { header: 'Outros descontos', width: 0.17, align: 'right' },
        { header: 'Líquido', width: 0.18, align: 'right' },
        { header: 'Pago em', width: 0.15 },
      ],
      rows.map((row) => [formatMonthBr(row.competencia), formatBrl(row.valorBruto), formatBrl(row.impostoRenda), formatBrl(row.outrosDescontos), formatBrl(row.valorLiquido), formatDateBr(row.dataPagamento)]),
    ),
  );

  pdf.heading('Empréstimos');
  pdf.table(
    [
      { header: 'Plano', width: 0.22 },
      { header: 'Contratado em', width: 0.12 },
      { header: 'Valor contratado', width: 0.14, align: 'right' },
      { header: 'Taxa ao mês', width: 0.1, align: 'right' },
      { header: 'Parcelas pagas', width: 0.12, align: 'right' },
      { header: 'Parcela', width: 0.14, align: 'right' },
      { header: 'Situação', width: 0.1 },
    ],
    records.loans.map((row) => [
      linkNames.get(row.idVinculoPlano) ?? String(row.idVinculoPlano),
      formatDateBr(row.dataContratacao),
      formatBrl(row.valorContratado),
      formatPercent(new Money(row.taxaMensal).times(100)),
      `${row.parcelasPagas} de ${row.prazoMeses}`,
      formatBrl(row.valorParcela),
      LOAN_STATUSES[row.status] ?? row.status,
    ]),
  );

  pdf.heading('Solicitações');
  pdf.table(
    [
      { header: 'Protocolo', width: 0.16 },
      { header: 'Serviço', width: 0.3 },
      { header: 'Situação', width: 0.18 },
      { header: 'Aberta em', width: 0.18 },
      { header: 'Atualizada em', width: 0.18 },
    ],
    records.requests.map((row) => [
      row.protocolo,
      labels.services.get(row.idFuncionalidade) ?? String(row.idFuncionalidade),
      labels.statuses.get(row.idStatus) ?? String(row.idStatus),
      dateTime(row.criadoEm),
      dateTime(row.atualizadoEm),
    ]),
  );
  pdf.subheading('Histórico das solicitações');
  pdf.table(
    [
      { header: 'Protocolo', width: 0.15 },
      { header: 'Data', width: 0.17 },
      { header: 'Situação', width: 0.17 },
      { header: 'Por', width: 0.18 },
      { header: 'Comentário', width: 0.33 },
    ],
    records.history.map((row) => [
      requestProtocols.get(row.idRequisicao) ?? String(row.idRequisicao),
      dateTime(row.criadoEm),
      labels.statuses.get(row.idStatus) ?? String(row.idStatus),
      personName(row.idAutor),
      row.comentario ?? '',
    ]),
  );

  pdf.heading('Conversas');
  pdf.table(
    [
      { header: 'Assunto', width: 0.6 },
      { header: 'Iniciada em', width: 0.2 },
      { header: 'Plano', width: 0.2 },
    ],
    records.conversations.map((row) => [row.assunto, dateTime(row.criadoEm), row.idPlano === null ? '—' : (labels.plans.get(row.idPlano) ?? String(row.idPlano))]),
  );
  pdf.subheading('Mensagens');
  pdf.table(
    [
      { header: 'Data', width: 0.15 },
      { header: 'Conversa', width: 0.17 },
      { header: 'Autor', width: 0.16 },
      { header: 'Mensagem', width: 0.37 },
      { header: 'Lida em', width: 0.15 },
    ],
    records.messages.map((row) => [dateTime(row.criadoEm), conversationSubjects.get(row.idConversa) ?? '', personName(row.idAutor), row.texto, dateTime(row.lidaEm)]),
  );

  pdf.heading('Notificações');
  pdf.table(
    [
      { header: 'Data', width: 0.17 },
      { header: 'Título', width: 0.28 },
      { header: 'Texto', width: 0.38 },
      { header: 'Lida em', width: 0.17 },
    ],
    records.notifications.map(({ notificacao, leitura }) => [dateTime(notificacao.dataNotificacao), notificacao.titulo, notificacao.descricao, dateTime(leitura.lidoEm)]),
  );

  pdf.heading('Dependentes e beneficiários');
  pdf.table(
    [
      { header: 'Tipo', width: 0.16 },
      { header: 'Nome', width: 0.26 },
      { header: 'CPF', width: 0.15 },
      { header: 'Nascimento', width: 0.12 },
      { header: 'Parentesco', width: 0.13 },
      { header: 'Participação', width: 0.12, align: 'right' },
    ],
    records.dependants.map((row) => [
      DEPENDANT_TYPES[row.tipo] ?? String(row.tipo),
      row.nome,
      row.cpf ? formatCpf(row.cpf) : '—',
      date(row.dataNascimento),
      row.parentesco ?? '—',
      row.percentual === null ? '—' : formatPercent(row.percentual),
    ]),
  );

  pdf.heading('Isenções de imposto de renda');
  pdf.table(
    [
      { header: 'Plano', width: 0.35 },
      { header: 'Tipo', width: 0.3 },
      { header: 'A partir de', width: 0.15 },
      { header: 'Registrada em', width: 0.2 },
    ],
    records.exemptions.map((row) => [
      linkNames.get(row.idVinculoPlano) ?? String(row.idVinculoPlano),
      row.tipo === '65' ? 'Parcela isenta (65 anos ou mais)' : `Moléstia grave${row.doenca ? ` (${row.doenca})` : ''}`,
      formatMonthBr(row.competenciaInicio),
      dateTime(row.criadoEm),
    ]),
  );

  pdf.heading('Questionários de perfil de investimento');
  pdf.table(
    [
      { header: 'Plano', width: 0.45 },
      { header: 'Respondido em', width: 0.3 },
      { header: 'Pontuação', width: 0.25, align: 'right' },
    ],
    records.suitability.map((row) => [linkNames.get(row.idVinculoPlano) ?? String(row.idVinculoPlano), dateTime(row.criadoEm), String(row.pontuacao)]),
  );

  pdf.heading('Autorizações de comunicação');
  pdf.table(
    [
      { header: 'Data', width: 0.2 },
      { header: 'Canal', width: 0.16 },
      { header: 'Escolha', width: 0.24 },
      { header: 'Por', width: 0.24 },
      { header: 'Endereço IP', width: 0.16 },
    ],
    records.consents.map((row) => [dateTime(row.em), CONSENT_CHANNEL_LABELS[row.canal], row.concedido ? 'Autorizado' : 'Autorização retirada', personName(row.idAutor), row.ip ?? '—']),
  );

  pdf.heading('Participação em eleições');
  pdf.paragraph('O voto é secreto: o fundo guarda que você votou e quando, nunca em quem.', { isMuted: true });
  pdf.table(
    [
      { header: 'Eleição', width: 0.5 },
      { header: 'Votou em', width: 0.25 },
      { header: 'Comprovante', width: 0.25 },
    ],
    records.elections.map((row) => [row.eleicao, dateTime(row.votouEm), row.codigoComprovante]),
  );

  pdf.heading('Recadastramentos');
  pdf.table(
    [
      { header: 'Campanha', width: 0.34 },
      { header: 'Respondido em', width: 0.18 },
      { header: 'Por', width: 0.14 },
      { header: 'Alterou dados', width: 0.14 },
      { header: 'Lembretes', width: 0.2, align: 'right' },
    ],
    records.reregistrations.map((row) => [
      row.campanha,
      dateTime(row.respondidoEm),
      row.canal === 'link' ? 'Link por e-mail' : row.canal === 'portal' ? 'Portal' : '—',
      row.houveAlteracao === null ? '—' : row.houveAlteracao ? 'Sim' : 'Não',
      String(row.lembretesEnviados),
    ]),
  );

  pdf.heading('Convites enviados');
  pdf.table(
    [
      { header: 'Data', width: 0.2 },
      { header: 'Nome', width: 0.26 },
      { header: 'E-mail', width: 0.3 },
      { header: 'Telefone', width: 0.24 },
    ],
    records.invitations.map((row) => [dateTime(row.criadoEm), row.nome, row.email, row.telefone]),
  );

  pdf.heading('Declaração de concordância');
  pdf.table(
    [
      { header: 'Versão', width: 0.2 },
      { header: 'Aceita em', width: 0.4 },
      { header: 'Endereço IP', width: 0.4 },
    ],
    records.agreements.map((row) => [String(row.versao), dateTime(row.aceitoEm), row.ip]),
  );

  pdf.heading('Anexos enviados');
  pdf.paragraph('Nome, tipo e tamanho de cada arquivo; os arquivos em si são baixados no portal.', { isMuted: true });
  pdf.table(
    [
      { header: 'Arquivo', width: 0.4 },
      { header: 'Tipo', width: 0.22 },
      { header: 'Tamanho', width: 0.16, align: 'right' },
      { header: 'Enviado em', width: 0.22 },
    ],
    records.attachments.map((row) => [row.nomeOriginal, row.tipoConteudo, `${row.tamanho.toLocaleString('pt-BR')} bytes`, dateTime(row.criadoEm)]),
  );

  pdf.heading('E-mails enviados a você');
  pdf.table(
    [
      { header: 'Data', width: 0.2 },
      { header: 'Assunto', width: 0.6 },
      { header: 'Enviado em', width: 0.2 },
    ],
    records.emails.map((row) => [dateTime(row.criadoEm), row.assunto, dateTime(row.enviadoEm)]),
  );

  pdf.heading('Acessos ao portal');
  pdf.table(
    [
      { header: 'Entrada', width: 0.15 },
      { header: 'Expira em', width: 0.15 },
      { header: 'Encerrada em', width: 0.15 },
      { header: 'Endereço IP', width: 0.15 },
      { header: 'Navegador', width: 0.4 },
    ],
    records.sessions.map((row) => [dateTime(row.criadoEm), dateTime(row.expiraEm), dateTime(row.revogadoEm), row.ip ?? '—', row.userAgent ?? '—']),
  );

  pdf.heading('Registros de auditoria');
  pdf.table(
    [
      { header: 'Data', width: 0.17 },
      { header: 'Ação', width: 0.3 },
      { header: 'Por', width: 0.22 },
      { header: 'Sobre', width: 0.16 },
      { header: 'Endereço IP', width: 0.15 },
    ],
    records.audit.map((row) => [dateTime(row.criadoEm), auditActionLabel(row.acao, row.detalhes), personName(row.idAtor), personName(row.idPessoaAlvo), row.ip ?? '—']),
  );

  return pdf.toBuffer();
}
