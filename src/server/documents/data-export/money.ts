import { CONTRIBUTION_STATUS_LABELS, CONTRIBUTION_TYPE_LABELS, CONTRIBUTION_TYPES } from '@/domain/accounts';
import { formatBrl, formatPercent } from '@/domain/format-decimal';
import { formatDateBr, formatMonthBr } from '@/domain/format-date';
import { fundToday } from '@/domain/business-days';
import { outstandingBalance } from '@/domain/loans-payoff';
import { Money } from '@/domain/money';
import { quotas } from './format';
import type { DataExportContext } from './context';

const LOAN_STATUSES: Record<string, string> = { aberto: 'Em aberto', quitado: 'Quitado', renegociado: 'Renegociado' };

/** The money: contributions and balances per plan link, each contribution, benefit payments and loans. */
export function renderMoneySections({ pdf, links, records, balances, linkNames, perLink, generatedAt }: DataExportContext) {
  const today = fundToday(generatedAt);
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
      { header: 'Plano', width: 0.18 },
      { header: 'Contratado em', width: 0.11 },
      { header: 'Valor contratado', width: 0.13, align: 'right' },
      { header: 'Taxa ao mês', width: 0.09, align: 'right' },
      { header: 'Parcelas pagas', width: 0.1, align: 'right' },
      { header: 'Parcela', width: 0.12, align: 'right' },
      { header: 'Saldo devedor hoje', width: 0.15, align: 'right' },
      { header: 'Situação', width: 0.12 },
    ],
    records.loans.map((row) => [
      linkNames.get(row.idVinculoPlano) ?? String(row.idVinculoPlano),
      formatDateBr(row.dataContratacao),
      formatBrl(row.valorContratado),
      formatPercent(new Money(row.taxaMensal).times(100)),
      `${row.parcelasPagas} de ${row.prazoMeses}`,
      formatBrl(row.valorParcela),
      // The loans page's figure on the day the document is made (the same rule, src/domain/loans.ts payoffAt).
      row.status === 'aberto' ? formatBrl(outstandingBalance(row, today)) : '—',
      LOAN_STATUSES[row.status] ?? row.status,
    ]),
  );
}
