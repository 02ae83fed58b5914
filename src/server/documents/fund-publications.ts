import { createPdfDocument } from './pdf-document';

/**
 * The fund's own publications of the demo (regulation of each plan, the statute, the councils' minutes), written with
 * the one PDF toolkit: real text a participant can read, tagged like every document the portal issues.
 */

export interface Publication {
  title: string;
  subject: string;
  /** What the reader sees first, under the title. */
  intro: string;
  sections: Array<{ heading: string; paragraphs: string[] }>;
}

export async function renderPublicationPdf(publication: Publication, options: { fundName: string; createdAt: Date }): Promise<Buffer> {
  const pdf = await createPdfDocument({ title: publication.title, subject: publication.subject, createdAt: options.createdAt, fundName: options.fundName });
  pdf.title(publication.title);
  pdf.paragraph(publication.intro, { isMuted: true });
  for (const section of publication.sections) {
    pdf.heading(section.heading);
    for (const paragraph of section.paragraphs) pdf.paragraph(paragraph);
  }
  return pdf.toBuffer();
}

export function planRegulation(plan: { nome: string; tipo: '1' | '2' }, fundName: string): Publication {
  const hasLoans = plan.tipo === '2';
  return {
    title: `Regulamento do Plano ${plan.nome}`,
    subject: `Regulamento do plano de benefícios ${plan.nome}, administrado pela ${fundName}`,
    intro: `Este regulamento estabelece os direitos e as obrigações dos participantes, assistidos, patrocinadores e da ${fundName} em relação ao Plano ${plan.nome}.`,
    sections: [
      {
        heading: 'Capítulo I: Do objeto',
        paragraphs: [
          `Art. 1º O Plano ${plan.nome} é um plano de benefícios de contribuição definida, destinado a complementar a aposentadoria dos seus participantes, na forma da Lei Complementar nº 109, de 29 de maio de 2001.`,
          'Art. 2º O plano é administrado pela entidade, que mantém a contabilidade, os investimentos e o cadastro de forma segregada dos demais planos.',
        ],
      },
      {
        heading: 'Capítulo II: Dos participantes',
        paragraphs: [
          'Art. 3º Pode inscrever-se no plano o empregado do patrocinador que o requerer, por meio do formulário de adesão, a partir da data de admissão.',
          'Art. 4º Perde a condição de participante quem requerer o cancelamento da inscrição, receber o resgate ou falecer sem deixar beneficiários.',
        ],
      },
      {
        heading: 'Capítulo III: Das contribuições',
        paragraphs: [
          'Art. 5º A contribuição básica do participante é de 0% a 6% do salário de participação; a contribuição suplementar, facultativa, é de 0% a 25%.',
          'Art. 6º O patrocinador contribui com valor igual à contribuição básica do participante. As contribuições esporádicas podem ser feitas a qualquer tempo e não têm contrapartida.',
        ],
      },
      {
        heading: 'Capítulo IV: Dos benefícios e institutos',
        paragraphs: [
          'Art. 7º O benefício de aposentadoria é pago em renda mensal por prazo determinado ou por percentual do saldo de conta, à escolha do participante.',
          'Art. 8º Ao deixar o patrocinador, o participante pode optar pelo resgate, pela portabilidade, pelo benefício proporcional diferido ou pelo autopatrocínio.',
          ...(hasLoans ? ['Art. 9º O participante ativo pode contratar empréstimo pessoal, observados o limite de margem e a taxa de juros definidos pelo Conselho Deliberativo.'] : []),
        ],
      },
    ],
  };
}

export function fundStatute(fundName: string): Publication {
  return {
    title: `Estatuto da ${fundName}`,
    subject: `Estatuto social da ${fundName}`,
    intro: `A ${fundName} é entidade fechada de previdência complementar, sem fins lucrativos, com autonomia administrativa e financeira.`,
    sections: [
      {
        heading: 'Capítulo I: Da denominação e dos fins',
        paragraphs: [
          'Art. 1º A entidade tem por objeto administrar e executar planos de benefícios de natureza previdenciária, na forma da legislação aplicável.',
          'Art. 2º A entidade tem sede e foro na cidade de São Paulo, Estado de São Paulo, e prazo de duração indeterminado.',
        ],
      },
      {
        heading: 'Capítulo II: Dos órgãos estatutários',
        paragraphs: [
          'Art. 3º São órgãos da entidade o Conselho Deliberativo, o Conselho Fiscal e a Diretoria Executiva.',
          'Art. 4º Um terço das vagas dos conselhos é ocupado por representantes dos participantes e assistidos, eleitos por seus pares.',
          'Art. 5º O Conselho Deliberativo reúne-se ordinariamente a cada trimestre e extraordinariamente quando convocado por seu presidente.',
        ],
      },
    ],
  };
}

const COUNCILS = ['Conselho Deliberativo', 'Conselho Fiscal'] as const;
export type Council = (typeof COUNCILS)[number];

export function councilMinutes(council: Council, meeting: { number: number; date: string; year: number }, fundName: string): Publication {
  const isDeliberative = council === 'Conselho Deliberativo';
  return {
    title: `Ata da ${meeting.number}ª reunião ordinária do ${council} (${meeting.year})`,
    subject: `Ata de reunião do ${council} da ${fundName}`,
    intro: `Aos ${meeting.date}, reuniu-se o ${council} da ${fundName}, em sua sede e por videoconferência, com a presença da maioria dos seus membros.`,
    sections: [
      {
        heading: 'Ordem do dia',
        paragraphs: isDeliberative
          ? ['1. Acompanhamento da rentabilidade dos planos no trimestre.', '2. Revisão da política de investimentos.', '3. Assuntos gerais.']
          : ['1. Exame dos balancetes do trimestre.', '2. Relatório de controles internos.', '3. Assuntos gerais.'],
      },
      {
        heading: 'Deliberações',
        paragraphs: isDeliberative
          ? [
              'Os conselheiros tomaram conhecimento da rentabilidade dos planos, acima do índice de referência no acumulado do ano.',
              'Foi aprovada, por unanimidade, a manutenção dos limites de alocação da política de investimentos vigente.',
            ]
          : ['Os balancetes foram examinados e considerados em ordem, sem ressalvas.', 'O conselho recomendou a continuidade do plano de ação de controles internos.'],
      },
      {
        heading: 'Encerramento',
        paragraphs: ['Nada mais havendo a tratar, a reunião foi encerrada, e eu, secretário, lavrei a presente ata, que lida e aprovada vai assinada pelos presentes.'],
      },
    ],
  };
}

export { COUNCILS };
