import { formatCpf } from '@/domain/cpf';
import { bankLabel } from '@/domain/banks';
import { formatBrl, formatPercent } from '@/domain/format-decimal';
import { formatDateBr } from '@/domain/format-date';
import { incomeRangeLabel, PAYMENT_FORM_LABELS, pepLabel } from '@/domain/profile';
import { bankName } from '../../modules/people/banks';
import { addressLines, dateTime, yesNo } from './format';
import type { DataExportContext } from './context';

/** Who the person is: personal data, address, and each plan link with its settings. */
export function renderPersonSections({ pdf, person, links, records, linkNames }: DataExportContext) {
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
      ['Banco', bankLabel(vinculo.banco, bankName(vinculo.banco))],
      ['Agência e conta', vinculo.agencia || vinculo.conta ? `${vinculo.agencia ?? '—'} / ${vinculo.conta ?? '—'}` : null],
      ['Dia de vencimento', vinculo.diaVencimento === null ? null : `Dia ${vinculo.diaVencimento}`],
      ['Perfil de investimento', perfil?.nome ?? null],
    ]);
  }
}
