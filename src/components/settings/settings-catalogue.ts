/** One settings page of spec §2.3, as the hub lists it. */
export interface SettingsPageEntry {
  href: string;
  titulo: string;
  /** What the page does, in one sentence. */
  descricao: string;
}

export interface SettingsGroup {
  titulo: string;
  paginas: SettingsPageEntry[];
}

/**
 * The settings hub's groups (issue 17) and every page of spec §2.3 in one of them. The hub shows a page only once it
 * is built (BUILT_ROUTES), like the menus.
 */
export const SETTINGS_GROUPS: readonly SettingsGroup[] = [
  {
    titulo: 'Plano e aparência',
    paginas: [
      { href: '/settings/theme-settings', titulo: 'Tema dos planos', descricao: 'Cor principal, logotipo e imagem de fundo de cada plano, com a prévia do login e do portal.' },
      { href: '/settings/onboarding-management', titulo: 'Primeiro acesso', descricao: 'As etapas do primeiro acesso de cada plano, e refazer o primeiro acesso de uma pessoa.' },
    ],
  },
  {
    titulo: 'Serviços e fluxo',
    paginas: [
      { href: '/settings/services-management', titulo: 'Gestão de serviços', descricao: 'Quais serviços cada plano, categoria e situação veem nos menus, na página de serviços e na busca.' },
      { href: '/settings/esteira', titulo: 'Esteira de solicitações', descricao: 'As mudanças de situação que a Central de Solicitações pode fazer em cada serviço.' },
      { href: '/settings/desativacao-temporaria', titulo: 'Desativação temporária', descricao: 'As janelas de manutenção, durante as quais os participantes veem a página de Manutenção Programada.' },
    ],
  },
  {
    titulo: 'Contribuições e investimentos',
    paginas: [
      { href: '/settings/contribution-management', titulo: 'Regras de contribuição', descricao: 'Valor mínimo, percentuais, limite salarial, banco e vencimento de cada plano, e os parâmetros do empréstimo.' },
      { href: '/settings/perfil-investimento-questoes', titulo: 'Questionário de perfil', descricao: 'Perguntas, respostas e pontos do questionário de perfil de investimento, e a pontuação de cada perfil.' },
      { href: '/settings/investment-profile-management', titulo: 'Perfis de investimento', descricao: 'Descrição e composição de cada perfil, e os dias em que a troca pode ser pedida.' },
      { href: '/settings/indexadores', titulo: 'Indexadores', descricao: 'As séries mensais dos índices (IPCA, INPC…) e os valores das cotas.' },
    ],
  },
  {
    titulo: 'Benefícios e institutos',
    paginas: [
      { href: '/settings/beneficios', titulo: 'Benefícios', descricao: 'Idade, prazo e percentuais do benefício de cada plano, usados pelo simulador e pelos pedidos, e as regras dos beneficiários indicados.' },
      { href: '/settings/resgate', titulo: 'Resgate', descricao: 'As regras do resgate de cada plano.' },
      { href: '/settings/portability-management', titulo: 'Portabilidade', descricao: 'As regras da portabilidade de cada plano.' },
      { href: '/settings/self-sponsorship-management', titulo: 'Autopatrocínio', descricao: 'As regras do autopatrocínio de cada plano.' },
      { href: '/settings/bpd', titulo: 'Benefício Proporcional Diferido (BPD)', descricao: 'As regras do BPD de cada plano.' },
      { href: '/settings/prova-de-vida', titulo: 'Prova de vida', descricao: 'O mês da campanha, a carência, os lembretes e os motivos de recusa da prova de vida de cada plano.' },
    ],
  },
  {
    titulo: 'Comunicação',
    paginas: [
      {
        href: '/settings/emails',
        titulo: 'Modelos de mensagens',
        descricao: 'Os modelos dos e-mails e das mensagens de SMS e WhatsApp que o portal envia, com a prévia, e o registro dos e-mails enviados.',
      },
      {
        href: '/settings/avisos',
        titulo: 'Avisos enviados',
        descricao: 'Cada aviso enviado por pessoa e canal (portal, e-mail, SMS, WhatsApp), com a situação e as tentativas; reenviar um que desistiu; o estado dos canais e das tarefas recorrentes.',
      },
      { href: '/settings/configurar-carrossel', titulo: 'Configurar carrossel', descricao: 'Os destaques do início dos participantes: imagem, texto, período e planos.' },
      { href: '/settings/noticias', titulo: 'Notícias', descricao: 'As notícias do início dos participantes, por período e plano.' },
      { href: '/settings/eleicoes', titulo: 'Eleições', descricao: 'Eleições com período, candidatos e participação; o resultado depois do encerramento.' },
      {
        href: '/settings/declaracao-concordancia',
        titulo: 'Declaração de concordância',
        descricao: 'Publica uma nova versão da declaração, que todos os participantes deverão aceitar, e mostra os aceites de cada versão.',
      },
    ],
  },
  {
    titulo: 'Dados e importações',
    paginas: [
      { href: '/settings/importar-pessoas', titulo: 'Importar pessoas', descricao: 'Um arquivo CSV de pessoas e vínculos: prévia com os erros por linha, importação e e-mail de primeiro acesso.' },
      { href: '/settings/importar-contribuicoes', titulo: 'Importar contribuições', descricao: 'Um arquivo CSV de contribuições: prévia com os erros por linha e importação.' },
    ],
  },
  {
    titulo: 'Segurança',
    paginas: [
      { href: '/settings/seguranca', titulo: 'Verificação em duas etapas', descricao: 'O código do aplicativo autenticador pedido a cada entrada de um administrador, e os códigos de recuperação.' },
      { href: '/settings/solcitiar-alterar-senha', titulo: 'Solicitar alteração de senha', descricao: 'Encerra as sessões de uma pessoa e exige que ela crie uma nova senha com um código enviado por e-mail.' },
      { href: '/settings/representantes', titulo: 'Representantes legais', descricao: 'Curadores, procuradores e responsáveis legais aguardando aprovação: conferir o documento, aprovar ou recusar.' },
      { href: '/settings/auditoria', titulo: 'Auditoria', descricao: 'Quem fez o quê, quando e por quem, com filtros e exportação em CSV.' },
    ],
  },
];
