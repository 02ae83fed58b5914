import { formatCpf } from '@/domain/cpf';
import { BENEFICIARY_TYPE } from '@/domain/constants';
import { formatPercent } from '@/domain/format-decimal';
import { formatMonthBr } from '@/domain/format-date';
import { formatPhone } from '@/domain/invitations';
import { CONSENT_CHANNEL_LABELS } from '@/domain/privacy';
import { date, dateTime } from './format';
import type { DataExportContext } from './context';

const DEPENDANT_TYPES: Record<number, string> = { [BENEFICIARY_TYPE['imposto-renda']]: 'Imposto de renda', [BENEFICIARY_TYPE.previdencial]: 'Previdencial' };

/** What the person declared and chose: dependants, designated beneficiaries, exemptions, questionnaires, consents, votes, re-registrations, invitations, the declaration of agreement. */
export function renderDeclarationSections({ pdf, records, linkNames, personName, perLink }: DataExportContext) {
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

  pdf.heading('Beneficiários indicados');
  pdf.paragraph('Quem recebe o saldo de cada plano se você falecer antes de se aposentar, com a participação de cada um.', { isMuted: true });
  perLink(records.related.designated, (rows) =>
    pdf.table(
      [
        { header: 'Nome', width: 0.2 },
        { header: 'CPF', width: 0.14 },
        { header: 'Parentesco', width: 0.12 },
        { header: 'Participação', width: 0.12, align: 'right' },
        { header: 'Contato', width: 0.29 },
        { header: 'Indicado desde', width: 0.13 },
      ],
      rows.map((row) => [
        row.nome,
        formatCpf(row.cpf),
        row.parentesco,
        formatPercent(row.percentual),
        [row.email, row.telefone && formatPhone(row.telefone)].filter(Boolean).join('\n') || '—',
        dateTime(row.indicadoDesde),
      ]),
    ),
  );
  if (records.related.designatedVersions.length) {
    pdf.subheading('Alterações dos beneficiários indicados');
    pdf.table(
      [
        { header: 'Data', width: 0.16 },
        { header: 'Plano', width: 0.2 },
        { header: 'Por', width: 0.2 },
        { header: 'Lista depois da alteração', width: 0.44 },
      ],
      records.related.designatedVersions.map((row) => [
        dateTime(row.criadoEm),
        linkNames.get(row.idVinculoPlano) ?? String(row.idVinculoPlano),
        row.idAprovador === null ? personName(row.idAutor) : `${personName(row.idAutor)}, aprovada por ${personName(row.idAprovador)}`,
        row.beneficiarios.map((item) => `${item.nome} (${formatPercent(item.percentual)})`).join('; ') || 'Nenhum beneficiário',
      ]),
    );
  }

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
}
