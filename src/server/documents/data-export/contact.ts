import { loanOperationName } from '@/domain/loans-operations';
import { dateTime } from './format';
import type { DataExportContext } from './context';

/** What the person and the fund said to each other: requests and their history, conversations, notifications. */
export function renderContactSections({ pdf, records, labels, personName }: DataExportContext) {
  const requestProtocols = new Map(records.requests.map((request) => [request.id, request.protocolo]));
  const conversationSubjects = new Map(records.conversations.map((conversation) => [conversation.id, conversation.assunto]));

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
      // A loan request by its operation (every loan operation is service 28), as the pages name it.
      loanOperationName(row.idFuncionalidade, (row.dados as Record<string, unknown> | null)?.operacao) ?? labels.services.get(row.idFuncionalidade) ?? String(row.idFuncionalidade),
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
}
