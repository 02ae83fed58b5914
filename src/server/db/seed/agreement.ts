import type { Queryable } from '../client';
import { declaracaoConcordancia } from '../schema/agreement';

/**
 * The declaration of agreement (/services/declaracao-de-concordancia), version 1. Paragraphs are separated by a blank
 * line; the page shows them as they are (plain text, never HTML). A new wording is a new version: acceptances keep
 * pointing to the text each person accepted.
 */
export const AGREEMENT_DECLARATION_V1 = [
  'Declaro, para os devidos fins, que:',
  '1. Recebi, li e compreendi o Regulamento do meu plano de benefícios e o Estatuto da Fundação, disponíveis a qualquer momento em Documentos, e concordo com as regras neles previstas, inclusive as de contribuição, de concessão e de pagamento dos benefícios.',
  '2. Sei que o Regulamento e o Estatuto podem ser alterados na forma da lei, com aprovação da Superintendência Nacional de Previdência Complementar (Previc), e que as alterações serão comunicadas pelo portal e por e-mail.',
  '3. Li a Política de Privacidade da Fundação e estou ciente de que meus dados pessoais e os dos meus beneficiários são tratados para administrar o plano, pagar benefícios e cumprir obrigações legais e regulatórias, conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018). Posso consultar, corrigir ou pedir informações sobre esses dados a qualquer momento em Informações Cadastrais, no portal, ou pelo chat.',
  '4. As informações que prestei e que venho a prestar à Fundação são verdadeiras, e comprometo-me a mantê-las atualizadas, em especial endereço, contatos e beneficiários.',
  '5. Sei que esta declaração fica registrada com a data, a hora e o endereço de internet (IP) de onde foi aceita, e que posso consultá-la no portal sempre que quiser.',
].join('\n\n');

export async function seedAgreementDeclaration(tx: Queryable) {
  await tx.insert(declaracaoConcordancia).values({ versao: 1, texto: AGREEMENT_DECLARATION_V1 }).onConflictDoNothing();
}
