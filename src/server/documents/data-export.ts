import { createDataExportContext, type DataExportInput } from './data-export/context';
import { renderAccessSections } from './data-export/access';
import { renderContactSections } from './data-export/contact';
import { renderDeclarationSections } from './data-export/declarations';
import { dateTime } from './data-export/format';
import { renderMoneySections } from './data-export/money';
import { renderPersonSections } from './data-export/person';
import { renderRelatedPeopleSections } from './data-export/related-people';

export type { DataExportInput } from './data-export/context';

/**
 * "Baixar meus dados" as a readable PDF (LGPD art. 18, II): the same records as the JSON export, in the words
 * and formats of the portal's pages. The JSON stays for portability (art. 18, V). Each group of sections is in its
 * own file under data-export/, in the order they are printed here.
 */
export async function renderDataExportPdf(input: DataExportInput): Promise<Buffer> {
  const context = await createDataExportContext(input);
  const { pdf, person, generatedAt } = context;
  pdf.title('Meus dados');
  pdf.paragraph(`Tudo o que o fundo guarda sobre ${person.nome}, gerado em ${dateTime(generatedAt)} (horário de Brasília).`);
  pdf.paragraph('Lei 13.709/2018 (LGPD), art. 18, II — acesso aos dados. O mesmo conteúdo está disponível em JSON, para levar a outro serviço.', { isMuted: true });

  renderPersonSections(context);
  renderMoneySections(context);
  renderContactSections(context);
  renderDeclarationSections(context);
  renderRelatedPeopleSections(context);
  renderAccessSections(context);

  return pdf.toBuffer();
}
