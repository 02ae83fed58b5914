import { addDays, parseISO, format } from 'date-fns';
import { fundToday } from '@/domain/business-days';
import { PLAN_ID } from '@/domain/constants';
import type { Queryable } from '../client';
import { bannerCarrossel, noticia } from '../schema/news';

const day = (today: string, offset: number) => format(addDays(parseISO(today), offset), 'yyyy-MM-dd');

/**
 * Three news items (one for HPE, one for every plan, one already expired) and two carousel banners (HPE, every plan),
 * dated around `now`. The banners' images are the SVGs shipped in public/carrossel.
 */
export async function seedNews(tx: Queryable, idAutor: number, now: Date) {
  const today = fundToday(now);
  await tx.insert(noticia).values([
    {
      titulo: 'Assembleia de participantes do Plano HPE',
      resumo: 'A assembleia anual do Plano HPE será realizada em formato on-line. Confira a pauta e como participar.',
      conteudo:
        'A assembleia anual de participantes do Plano HPE será realizada em formato on-line, com transmissão ao vivo e possibilidade de envio de perguntas.\n\n' +
        'Na pauta estão a apresentação das demonstrações contábeis do exercício, o desempenho dos perfis de investimento e as propostas de alteração do regulamento.\n\n' +
        'O endereço da transmissão será enviado por e-mail aos participantes cadastrados. Mantenha seus contatos atualizados no portal.',
      inicio: day(today, -3),
      fim: day(today, 30),
      idPlanos: [PLAN_ID.HPE],
      idPessoaAutor: idAutor,
    },
    {
      titulo: 'Informe de rendimentos disponível',
      resumo: 'O informe de rendimentos para a declaração do Imposto de Renda já pode ser consultado no portal.',
      conteudo:
        'O informe de rendimentos do ano-base já está disponível no portal, na área de serviços.\n\n' +
        'Use-o para preencher a declaração do Imposto de Renda: ele traz as contribuições dedutíveis, os benefícios recebidos e o imposto retido na fonte.\n\n' +
        'Em caso de dúvida, fale com o nosso atendimento pelo chat ou pelo telefone 0800 123 4567.',
      inicio: day(today, -10),
      fim: day(today, 60),
      idPlanos: null,
      idPessoaAutor: idAutor,
    },
    {
      titulo: 'Campanha de atualização cadastral encerrada',
      resumo: 'A campanha de atualização cadastral do semestre passado foi encerrada. Obrigado a todos que participaram.',
      conteudo:
        'A campanha de atualização cadastral foi encerrada com a participação da maioria dos participantes.\n\n' +
        'Quem não atualizou os dados pode fazê-lo a qualquer momento pelo portal, na página do perfil.',
      inicio: day(today, -90),
      fim: day(today, -30),
      idPlanos: null,
      idPessoaAutor: idAutor,
    },
  ]);
  await tx.insert(bannerCarrossel).values([
    {
      titulo: 'Simule sua aposentadoria',
      texto: 'Veja quanto você pode receber e como aumentar seu benefício com contribuições voluntárias.',
      textoAlternativo: 'Ilustração de um gráfico em crescimento com um cofrinho ao lado.',
      link: '/services',
      imagemPadrao: 'simule-aposentadoria.svg',
      inicio: day(today, -7),
      fim: day(today, 90),
      ordem: 1,
      idPlanos: null,
      idPessoaAutor: idAutor,
    },
    {
      titulo: 'Assembleia do Plano HPE',
      texto: 'Participe da assembleia anual on-line do Plano HPE e envie suas perguntas.',
      textoAlternativo: 'Ilustração de pessoas reunidas diante de uma tela de videoconferência.',
      link: null,
      imagemPadrao: 'assembleia-hpe.svg',
      inicio: day(today, -3),
      fim: day(today, 30),
      ordem: 2,
      idPlanos: [PLAN_ID.HPE],
      idPessoaAutor: idAutor,
    },
  ]);
}
