import { auditActionLabel } from '@/domain/audit-log';
import { DELIVERY_STATUS_LABELS, NOTICE_CHANNEL_LABELS, NOTICE_KINDS, formatMobile, isNoticeKind } from '@/domain/notices';
import { dateTime } from './format';

const noticeKindName = (tipo: string) => (isNoticeKind(tipo) ? NOTICE_KINDS[tipo].nome : tipo);
import type { DataExportContext } from './context';

/** What the portal kept of the person's use of it: attachments, e-mails sent, sign-ins and the audit records. */
export function renderAccessSections({ pdf, records, personName }: DataExportContext) {
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

  pdf.heading('Avisos');
  pdf.paragraph(
    records.notices.celular
      ? `Celular para SMS e WhatsApp: ${formatMobile(records.notices.celular.numero)}, ${records.notices.celular.verificadoEm ? `confirmado em ${dateTime(records.notices.celular.verificadoEm)}` : 'não confirmado'}.`
      : 'Nenhum celular cadastrado para SMS e WhatsApp.',
  );
  pdf.paragraph('Os canais que você escolheu para cada tipo de aviso (os outros tipos seguem o padrão do portal).', { isMuted: true });
  pdf.table(
    [
      { header: 'Tipo de aviso', width: 0.5 },
      { header: 'Canais escolhidos', width: 0.3 },
      { header: 'Desde', width: 0.2 },
    ],
    records.notices.preferencias.map((row) => [noticeKindName(row.tipo), row.canais.map((canal) => NOTICE_CHANNEL_LABELS[canal]).join(', ') || 'Só no portal', dateTime(row.atualizadoEm)]),
  );
  pdf.paragraph('Cada aviso enviado a você e por onde foi; o texto não fica guardado aqui.', { isMuted: true });
  pdf.table(
    [
      { header: 'Data', width: 0.2 },
      { header: 'Aviso', width: 0.45 },
      { header: 'Canal', width: 0.15 },
      { header: 'Situação', width: 0.2 },
    ],
    records.notices.envios.map((row) => [dateTime(row.criadoEm), row.titulo, NOTICE_CHANNEL_LABELS[row.canal], DELIVERY_STATUS_LABELS[row.status]]),
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

}
