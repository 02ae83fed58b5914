import { formatCpf } from '@/domain/cpf';
import { REPRESENTATION_KIND_LABELS, REPRESENTATION_POWER_LABELS, REPRESENTATION_STATUS_LABELS } from '@/domain/representatives';
import { date, dateTime } from './format';
import type { DataExportContext } from './context';

/** What both sides of a representation have. */
type Representation = Pick<DataExportContext['records']['related']['represented'][number], 'tipo' | 'inicioVigencia' | 'fimVigencia' | 'situacao' | 'motivoRecusa' | 'decididoEm'>;

const kindLabel = (tipo: Representation['tipo']) => {
  const label = REPRESENTATION_KIND_LABELS[tipo];
  return label.charAt(0).toUpperCase() + label.slice(1);
};
const validity = (row: Representation) => `${date(row.inicioVigencia)} a ${date(row.fimVigencia)}`;
/** The status with the fund's decision: when, and why a refusal. */
function statusLabel(row: Representation) {
  const label = REPRESENTATION_STATUS_LABELS[row.situacao];
  if (row.situacao === 'pendente' || !row.decididoEm) return label;
  return `${label} em ${dateTime(row.decididoEm)}${row.motivoRecusa ? `: ${row.motivoRecusa}` : ''}`;
}

/** Legal representations on either side (src/server/modules/representatives) and the deaths the person reported. */
export function renderRelatedPeopleSections({ pdf, records, personName }: DataExportContext) {
  pdf.heading('Representantes legais');
  pdf.paragraph('Quem foi cadastrado para agir por você no portal: curador, procurador ou tutor.', { isMuted: true });
  pdf.table(
    [
      { header: 'Representante', width: 0.18 },
      { header: 'CPF', width: 0.14 },
      { header: 'Tipo', width: 0.1 },
      { header: 'Poderes', width: 0.17 },
      { header: 'Vigência', width: 0.14 },
      { header: 'Situação', width: 0.27 },
    ],
    records.related.representatives.map((row) => [row.nome, formatCpf(row.cpf), kindLabel(row.tipo), REPRESENTATION_POWER_LABELS[row.poderes], validity(row), `${statusLabel(row)}\nCadastrada por ${personName(row.idCadastrante)} em ${dateTime(row.criadoEm)}`]),
  );

  pdf.heading('Pessoas que você representa');
  pdf.table(
    [
      { header: 'Pessoa', width: 0.25 },
      { header: 'Tipo', width: 0.12 },
      { header: 'Poderes', width: 0.2 },
      { header: 'Vigência', width: 0.18 },
      { header: 'Situação', width: 0.25 },
    ],
    records.related.represented.map((row) => [row.nomePessoa, kindLabel(row.tipo), REPRESENTATION_POWER_LABELS[row.poderes], validity(row), statusLabel(row)]),
  );

  pdf.heading('Comunicações de falecimento enviadas');
  pdf.paragraph('O que você informou no formulário Comunicar falecimento, com o seu CPF.', { isMuted: true });
  pdf.table(
    [
      { header: 'Protocolo', width: 0.15 },
      { header: 'Enviada em', width: 0.15 },
      { header: 'CPF de quem faleceu', width: 0.16 },
      { header: 'Falecimento', width: 0.12 },
      { header: 'Parentesco', width: 0.16 },
      { header: 'Certidão', width: 0.26 },
    ],
    records.related.deathReports.map((row) => [row.protocolo, dateTime(row.criadoEm), formatCpf(row.cpfFalecido), date(row.dataObito), row.parentesco, row.certidaoNome]),
  );
}
