import { auditActionLabel } from '@/domain/audit-log';
import { dateTime } from './format';
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
