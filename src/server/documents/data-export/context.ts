import type { ExportLabels, PersonalData, findPerson, listLinksWithSettings } from '../../modules/profile/repository';
import { createPdfDocument, type PdfBuilder } from '../pdf-document';

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

/** What every section of the document reads: the input, the document, and the names it shows instead of ids. */
export interface DataExportContext extends DataExportInput {
  pdf: PdfBuilder;
  /** "HPE · matrícula 123" for each plan link. */
  linkNames: Map<number, string>;
  /** The person's own name, an administrator's, or 'Atendimento'. */
  personName: (id: number | null) => string;
  /** Rows of several plan links: a subheading and a table for each link that has any; one sentence when none has. */
  perLink: <T extends { idVinculoPlano: number }>(rows: T[], render: (rows: T[]) => void) => void;
}

export async function createDataExportContext(input: DataExportInput): Promise<DataExportContext> {
  const { generatedAt, person, links, labels } = input;
  const pdf = await createPdfDocument({ title: 'Meus dados', subject: `Dados pessoais de ${person.nome} guardados pelo fundo (LGPD, art. 18)`, createdAt: generatedAt });
  const linkNames = new Map(links.map(({ vinculo, plano }) => [vinculo.id, `${plano.nomeExibicao} · matrícula ${vinculo.matricula}`]));
  const personName = (id: number | null) => (id === null ? '—' : id === person.id ? person.nome : (labels.people.get(id) ?? 'Atendimento'));
  function perLink<T extends { idVinculoPlano: number }>(rows: T[], render: (rows: T[]) => void) {
    if (!rows.length) return pdf.paragraph('Nenhum registro.', { isMuted: true });
    for (const { vinculo } of links) {
      const ofLink = rows.filter((row) => row.idVinculoPlano === vinculo.id);
      if (!ofLink.length) continue;
      pdf.subheading(linkNames.get(vinculo.id)!);
      render(ofLink);
    }
  }
  return { ...input, pdf, linkNames, personName, perLink };
}
