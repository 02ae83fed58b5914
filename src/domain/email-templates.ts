/**
 * The e-mails the portal sends, as templates an administrator may edit (settings/emails): each has a stable key
 * (`chave`), the variables it may use as `{{nome}}` placeholders, and a default text (the one written in code before
 * the templates existed), which a template returns to when it is reset. Rendering is one pass: a value is inserted as
 * it is, so a value containing braces ("{{codigo}}") is never read as a placeholder.
 */

export const EMAIL_TEMPLATE_KEYS = [
  'codigo_seguranca',
  'alteracao_senha_exigida',
  'status_solicitacao',
  'prazo_solicitacao',
  'convite',
  'lembrete_recadastramento',
  'aviso_eleicao',
  'aviso_manutencao',
  'aviso_publicacao',
  'aviso_deducao',
  'aviso_planejamento',
  'aviso_prova_vida',
  'primeiro_acesso',
  'aviso_representacao',
  'aviso_representacao_decisao',
  'aviso_representado',
] as const;

export type EmailTemplateKey = (typeof EMAIL_TEMPLATE_KEYS)[number];

export interface EmailVariable {
  nome: string;
  descricao: string;
  /** A sample value, for the preview. */
  exemplo: string;
}

export interface EmailTemplateDefinition {
  chave: EmailTemplateKey;
  nome: string;
  /** When the portal sends it. */
  descricao: string;
  variaveis: readonly EmailVariable[];
  /** Placeholders the body must keep: without them the e-mail would not do its job (a code, a link). */
  obrigatorias: readonly string[];
  assunto: string;
  corpo: string;
}

export const EMAIL_TEMPLATE_LIMITS = { assunto: 200, corpo: 10_000 } as const;

const NOME: EmailVariable = { nome: 'nome', descricao: 'o primeiro nome de quem recebe', exemplo: 'Carlos' };

export const EMAIL_TEMPLATES: Readonly<Record<EmailTemplateKey, EmailTemplateDefinition>> = {
  codigo_seguranca: {
    chave: 'codigo_seguranca',
    nome: 'Código de segurança',
    descricao: 'Enviado quando alguém escolhe "Esqueci minha senha" na página de entrada.',
    variaveis: [NOME, { nome: 'codigo', descricao: 'o código de seis dígitos', exemplo: '482913' }],
    obrigatorias: ['codigo'],
    assunto: 'Seu código de segurança',
    corpo:
      'Olá, {{nome}}.\n\nSeu código de segurança para criar uma nova senha é {{codigo}}.\nEle vale por 10 minutos e só pode ser usado uma vez.\n\n' +
      'Se você não pediu este código, ignore esta mensagem: sua senha continua a mesma.',
  },
  alteracao_senha_exigida: {
    chave: 'alteracao_senha_exigida',
    nome: 'Nova senha exigida pela administração',
    descricao: 'Enviado quando um administrador exige que a pessoa crie uma nova senha (Solicitar alteração de senha).',
    variaveis: [NOME, { nome: 'codigo', descricao: 'o código de seis dígitos', exemplo: '482913' }],
    obrigatorias: ['codigo'],
    assunto: 'Crie uma nova senha para o Portal do Participante',
    corpo:
      'Olá, {{nome}}.\n\n' +
      'Por segurança, a administração do fundo pediu que você crie uma nova senha. Suas sessões abertas foram encerradas e a senha anterior deixou de valer.\n\n' +
      'Seu código de segurança é {{codigo}}. Ele vale por 24 horas e só pode ser usado uma vez: na página de entrada do portal, escolha "Esqueci minha senha", informe seu CPF, escolha "Já tenho um código", digite este código e crie a nova senha.\n\n' +
      'Se o código expirar, peça outro em "Esqueci minha senha".',
  },
  status_solicitacao: {
    chave: 'status_solicitacao',
    nome: 'Mudança de situação de uma solicitação',
    descricao: 'Enviado ao participante quando a situação de uma solicitação muda.',
    variaveis: [
      { nome: 'nome', descricao: 'o nome completo do participante', exemplo: 'Carlos Contribuinte' },
      { nome: 'protocolo', descricao: 'o protocolo da solicitação', exemplo: '2026000123' },
      { nome: 'servico', descricao: 'o serviço pedido', exemplo: 'Alteração de contribuição' },
      { nome: 'status', descricao: 'a nova situação', exemplo: 'Em análise' },
      { nome: 'comentario', descricao: 'o comentário do administrador, precedido de " Comentário:" (vazio quando não há)', exemplo: ' Comentário: recebemos o documento.' },
    ],
    obrigatorias: [],
    assunto: 'Solicitação {{protocolo}}: {{status}}',
    corpo:
      'Olá, {{nome}}.\n\nSua solicitação de {{servico}} (protocolo {{protocolo}}) está agora "{{status}}".{{comentario}}\n\n' +
      'Acompanhe em Serviços > Acompanhar solicitações no Portal do Participante.',
  },
  prazo_solicitacao: {
    chave: 'prazo_solicitacao',
    nome: 'Prazo de uma solicitação não cumprido',
    descricao: 'Enviado ao participante quando um prazo legal de uma solicitação passa sem ser cumprido, com um pedido de desculpas e a nova data.',
    variaveis: [
      { nome: 'nome', descricao: 'o primeiro nome do participante', exemplo: 'Carlos' },
      { nome: 'protocolo', descricao: 'o protocolo da solicitação', exemplo: '2026000123' },
      { nome: 'servico', descricao: 'o serviço pedido', exemplo: 'Opções de desligamento' },
      { nome: 'prazo', descricao: 'o prazo que passou', exemplo: 'Extrato com os valores das opções (até 30 dias do pedido)' },
      { nome: 'data', descricao: 'a data do prazo (dd/mm/aaaa)', exemplo: '05/12/2026' },
      { nome: 'novaData', descricao: 'a nova data a que o fundo se compromete (dd/mm/aaaa)', exemplo: '14/12/2026' },
    ],
    obrigatorias: ['novaData'],
    assunto: 'Solicitação {{protocolo}}: um prazo não foi cumprido',
    corpo:
      'Olá, {{nome}}.\n\nPedimos desculpas: o prazo "{{prazo}}" da sua solicitação de {{servico}} (protocolo {{protocolo}}) venceu em {{data}} sem ser cumprido.\n\n' +
      'O fundo se compromete a cumpri-lo até {{novaData}}. Acompanhe em Serviços > Acompanhar solicitações no Portal do Participante.',
  },
  convite: {
    chave: 'convite',
    nome: 'Convite para conhecer o fundo',
    descricao: 'Enviado quando um participante convida alguém (Convidar participante).',
    variaveis: [
      { nome: 'nome', descricao: 'o primeiro nome de quem foi convidado', exemplo: 'Joana' },
      { nome: 'quem_convida', descricao: 'o primeiro nome do participante que convida', exemplo: 'Carlos' },
      { nome: 'fundo', descricao: 'o nome do fundo', exemplo: 'Fundação de Previdência Exemplo' },
      { nome: 'link', descricao: 'o endereço do portal', exemplo: 'https://portal.exemplo.com.br' },
    ],
    obrigatorias: [],
    assunto: '{{quem_convida}} convidou você para conhecer a {{fundo}}',
    corpo:
      'Olá, {{nome}}.\n\n' +
      '{{quem_convida}} participa de um plano de previdência complementar da {{fundo}} e indicou você para conhecer os nossos planos.\n\n' +
      'Previdência complementar é uma forma de guardar dinheiro para a aposentadoria com a ajuda de um fundo de pensão sem fins lucrativos: ' +
      'as contribuições podem ser deduzidas do imposto de renda, e em muitos planos a empresa patrocinadora também contribui.\n\n' +
      'Conheça os planos, simule o seu benefício e fale com a nossa equipe pelo portal:\n{{link}}\n\n' +
      'Este convite não cria nenhum cadastro nem compromisso. Se você não conhece {{quem_convida}} ou não quer receber este tipo de mensagem, ignore este e-mail.',
  },
  lembrete_recadastramento: {
    chave: 'lembrete_recadastramento',
    nome: 'Lembrete de recadastramento',
    descricao: 'Enviado a quem ainda não respondeu uma campanha de recadastramento, quando a administração envia os lembretes.',
    variaveis: [
      NOME,
      { nome: 'campanha', descricao: 'o título da campanha', exemplo: 'Recadastramento 2026' },
      { nome: 'prazo', descricao: 'o último dia da campanha (dd/mm/aaaa)', exemplo: '30/06/2026' },
      { nome: 'link', descricao: 'o link pessoal para responder sem entrar no portal', exemplo: 'https://portal.exemplo.com.br/recadastramento?token=…' },
      { nome: 'validade', descricao: 'o último dia em que o link vale (dd/mm/aaaa)', exemplo: '07/06/2026' },
    ],
    obrigatorias: ['link'],
    assunto: 'Recadastramento: {{campanha}}',
    corpo:
      'Olá, {{nome}}.\n\n' +
      'O fundo está atualizando o cadastro dos participantes ({{campanha}}) até {{prazo}}. ' +
      'Confira seus dados, atualize o que mudou e envie o comprovante pedido.\n\n' +
      'Responda por este link, sem precisar entrar no portal:\n{{link}}\n\n' +
      'O link é pessoal, vale até {{validade}} e só pode ser usado uma vez. Se preferir, entre no portal e escolha Recadastramento.\n\n' +
      'Se você não reconhece esta mensagem, ignore-a.',
  },
  aviso_eleicao: {
    chave: 'aviso_eleicao',
    nome: 'Eleição aberta',
    descricao: 'Enviado a quem pode votar e ainda não votou, quando uma eleição abre e 24 horas antes de ela terminar.',
    variaveis: [
      NOME,
      { nome: 'eleicao', descricao: 'o título da eleição', exemplo: 'Conselho Deliberativo 2027–2030' },
      { nome: 'fim', descricao: 'quando a votação termina (dd/mm/aaaa às hh:mm, horário de Brasília)', exemplo: '02/01/2027 às 18:00' },
      { nome: 'situacao', descricao: '"está aberta" ou "termina em menos de 24 horas"', exemplo: 'está aberta' },
    ],
    obrigatorias: [],
    assunto: 'Eleição {{eleicao}}: vote no Portal do Participante',
    corpo:
      'Olá, {{nome}}.\n\nA eleição {{eleicao}} {{situacao}}. A votação vai até {{fim}}.\n\n' +
      'Vote em Serviços > Eleições no Portal do Participante. O seu voto é secreto.',
  },
  aviso_manutencao: {
    chave: 'aviso_manutencao',
    nome: 'Manutenção programada',
    descricao: 'Enviado aos participantes quando uma manutenção do portal é agendada (ou remarcada), e 24 horas e 1 hora antes de ela começar.',
    variaveis: [
      NOME,
      { nome: 'inicio', descricao: 'quando o portal sai do ar (dd/mm/aaaa às hh:mm, horário de Brasília)', exemplo: '12/12/2026 às 22:00' },
      { nome: 'fim', descricao: 'quando o portal volta (dd/mm/aaaa às hh:mm, horário de Brasília)', exemplo: '13/12/2026 às 02:00' },
      { nome: 'mensagem', descricao: 'o recado do fundo sobre a manutenção (pode estar vazio)', exemplo: 'Atualização do sistema de pagamentos.' },
    ],
    obrigatorias: [],
    assunto: 'Manutenção programada do Portal do Participante',
    corpo:
      'Olá, {{nome}}.\n\nO Portal do Participante ficará fora do ar de {{inicio}} até {{fim}} (horário de Brasília), para manutenção.\n\n' +
      '{{mensagem}}\n\nPlaneje os seus acessos: durante a manutenção, o portal mostra quando volta.',
  },
  aviso_publicacao: {
    chave: 'aviso_publicacao',
    nome: 'Contracheque ou informe disponível',
    descricao: 'Enviado a quem tem um novo contracheque, no dia do pagamento, e a quem tem o informe de rendimentos do ano anterior, em janeiro.',
    variaveis: [
      NOME,
      { nome: 'documento', descricao: 'o documento, como "o contracheque de nov/2026" ou "o informe de rendimentos de 2025"', exemplo: 'o contracheque de nov/2026' },
      { nome: 'plano', descricao: 'o nome do plano', exemplo: 'Plano de Benefícios I' },
    ],
    obrigatorias: ['documento'],
    assunto: 'Novo documento no Portal do Participante',
    corpo: 'Olá, {{nome}}.\n\nJá está no Portal do Participante {{documento}}, do plano {{plano}}.\n\nVeja e baixe em Serviços no portal.',
  },
  aviso_deducao: {
    chave: 'aviso_deducao',
    nome: 'Dedução de 12 % em dezembro',
    descricao: 'Enviado no primeiro dia útil de dezembro a quem pediu o aviso no simulador de incentivo fiscal e ainda tem o que deduzir no ano.',
    variaveis: [
      NOME,
      { nome: 'ano', descricao: 'o ano', exemplo: '2026' },
      { nome: 'contribuido', descricao: 'as contribuições próprias pagas no ano até agora', exemplo: 'R$ 6.600,00' },
      { nome: 'limite', descricao: '12 % da renda tributável que a pessoa informou', exemplo: 'R$ 14.400,00' },
      { nome: 'adicional', descricao: 'quanto ainda cabe no limite', exemplo: 'R$ 7.800,00' },
      { nome: 'economia', descricao: 'quanto de imposto a mais a contribuição adicional pode economizar', exemplo: 'R$ 2.145,00' },
    ],
    obrigatorias: ['adicional'],
    assunto: 'Ainda dá tempo de deduzir até 12 % em {{ano}}',
    corpo:
      'Olá, {{nome}}.\n\nVocê contribuiu {{contribuido}} para o plano em {{ano}}. Com a renda que você informou, o limite de dedução de 12 % é {{limite}}.\n\n' +
      'Uma contribuição esporádica de até {{adicional}} até o fim do ano pode reduzir o seu imposto em até {{economia}}, se você fizer a declaração completa.\n\n' +
      'Simule e contribua em Serviços > Simulador de incentivo fiscal no Portal do Participante.',
  },
  aviso_planejamento: {
    chave: 'aviso_planejamento',
    nome: 'Aposentadoria abaixo da meta',
    descricao:
      'Enviado no começo do mês a quem pediu o aviso em Minha aposentadoria, quando a renda projetada fica mais de 10 % abaixo da meta; uma vez, até a projeção voltar para perto da meta.',
    variaveis: [
      NOME,
      { nome: 'mes', descricao: 'o mês do registro', exemplo: 'dez/2026' },
      { nome: 'plano', descricao: 'o nome do plano', exemplo: 'DXC' },
      { nome: 'idade', descricao: 'a idade da meta', exemplo: '62' },
      { nome: 'projetado', descricao: 'a renda mensal projetada nessa idade (plano, INSS e outras rendas), em valores de hoje', exemplo: 'R$ 7.650,00' },
      { nome: 'meta', descricao: 'a renda mensal desejada, em valores de hoje', exemplo: 'R$ 9.000,00' },
      { nome: 'diferenca', descricao: 'quanto a projeção está abaixo da meta, em valores de hoje', exemplo: 'R$ 1.350,00' },
      { nome: 'percentual', descricao: 'a diferença como parte da meta', exemplo: '15,00 %' },
    ],
    obrigatorias: ['diferenca'],
    assunto: 'Sua aposentadoria: a projeção está {{diferenca}} abaixo da meta',
    corpo:
      'Olá, {{nome}}.\n\nNo registro de {{mes}}, a renda mensal projetada para a sua aposentadoria aos {{idade}} anos (plano {{plano}}, com o INSS e as outras rendas que você informou) é de {{projetado}}, em valores de hoje: ' +
      '{{diferenca}} abaixo da sua meta de {{meta}} ({{percentual}} a menos).\n\n' +
      'Veja o que fecha essa diferença (uma contribuição mensal maior, uma contribuição esporádica ou outra idade) em Minha aposentadoria, no Portal do Participante.\n\n' +
      'Você recebe este aviso porque o pediu ao salvar a sua meta. Para não receber mais, desmarque a opção em Minha aposentadoria.',
  },
  aviso_prova_vida: {
    chave: 'aviso_prova_vida',
    nome: 'Prova de vida',
    descricao: 'Enviado a quem recebe benefício quando a prova de vida do ano abre, antes e no vencimento, durante a carência, antes de uma suspensão e quando ela acontece.',
    variaveis: [
      NOME,
      { nome: 'titulo', descricao: 'o assunto do aviso', exemplo: 'Sua prova de vida está aberta: faça até 31/08/2026' },
      { nome: 'mensagem', descricao: 'o que a pessoa precisa fazer e até quando', exemplo: 'Faça pelo portal até 31/08/2026: duas fotos pelo celular (seu rosto e um documento) ou um atestado de vida.' },
      { nome: 'prazo', descricao: 'a data que conta', exemplo: '31/08/2026' },
    ],
    obrigatorias: ['mensagem'],
    assunto: '{{titulo}}',
    corpo: 'Olá, {{nome}}.\n\n{{mensagem}}\n\nFaça a prova de vida em Serviços > Prova de vida no Portal do Participante.',
  },
  primeiro_acesso: {
    chave: 'primeiro_acesso',
    nome: 'Primeiro acesso',
    descricao: 'Enviado a cada pessoa cadastrada pela importação de pessoas, com o link para criar a senha.',
    variaveis: [
      NOME,
      { nome: 'link', descricao: 'o link pessoal, de uso único, para criar a senha', exemplo: 'https://portal.exemplo.com.br/alterar-senha?token=…' },
      { nome: 'validade', descricao: 'até quando o link vale (dia e hora de Brasília)', exemplo: '01/12/2026 às 20:40' },
    ],
    obrigatorias: ['link'],
    assunto: 'Crie sua senha do Portal do Participante',
    corpo:
      'Olá, {{nome}}.\n\n' +
      'Seu cadastro no Portal do Participante foi feito pela administração do fundo. Para entrar pela primeira vez, crie a sua senha neste link:\n\n' +
      '{{link}}\n\n' +
      'O link vale até {{validade}} (horário de Brasília) e só pode ser usado uma vez. Depois de criar a senha, entre no portal com o seu CPF e a nova senha.\n\n' +
      'Se o link expirar, use "Esqueci minha senha" na página de entrada do portal. Se você não esperava este e-mail, ignore-o.',
  },
  aviso_representacao: {
    chave: 'aviso_representacao',
    nome: 'Fim da vigência de uma representação',
    descricao: 'Enviado à pessoa representada e ao representante 30 e 7 dias antes do fim da vigência da representação, e quando ela termina.',
    variaveis: [
      NOME,
      { nome: 'representado', descricao: 'o nome da pessoa representada', exemplo: 'Maria Assistida' },
      { nome: 'representante', descricao: 'o nome do representante', exemplo: 'Roberto Curador' },
      { nome: 'tipo', descricao: 'a representação: curatela, procuração ou tutela/guarda', exemplo: 'curatela' },
      { nome: 'situacao', descricao: 'quando a vigência termina, ou que ela terminou', exemplo: 'termina em 30 dias, em 05/01/2027' },
    ],
    obrigatorias: ['situacao'],
    assunto: 'Representação de {{representado}}: a vigência {{situacao}}',
    corpo:
      'Olá, {{nome}}.\n\nA representação de {{representado}} por {{representante}} ({{tipo}}) {{situacao}}.\n\n' +
      'Quando a vigência termina, o representante não pode mais agir pela pessoa no portal. Para continuar, cadastre de novo o representante com o documento atualizado em Meu perfil > Representantes.',
  },
  aviso_representacao_decisao: {
    chave: 'aviso_representacao_decisao',
    nome: 'Representação aprovada ou recusada',
    descricao: 'Enviado à pessoa representada, e ao representante que já tem acesso ao portal, quando o fundo aprova ou recusa o cadastro de uma representação.',
    variaveis: [
      NOME,
      { nome: 'representado', descricao: 'o nome da pessoa representada', exemplo: 'Maria Assistida' },
      { nome: 'representante', descricao: 'o nome do representante', exemplo: 'Roberto Curador' },
      { nome: 'tipo', descricao: 'a representação: curatela, procuração ou tutela/guarda', exemplo: 'curatela' },
      { nome: 'decisao', descricao: '"aprovada" ou "recusada"', exemplo: 'aprovada' },
      {
        nome: 'mensagem',
        descricao: 'na aprovação, quem pode agir pela pessoa, até quando e o que pode fazer; na recusa, o motivo',
        exemplo: 'De 01/12/2026 até 05/01/2027, Roberto Curador pode agir por Maria Assistida no portal, entrando com o próprio CPF. O que pode fazer: consultar e cuidar das solicitações.',
      },
    ],
    obrigatorias: ['mensagem'],
    assunto: 'Representação de {{representado}}: {{decisao}}',
    corpo:
      'Olá, {{nome}}.\n\nO fundo conferiu o cadastro da representação de {{representado}} por {{representante}} ({{tipo}}): ela foi {{decisao}}.\n\n{{mensagem}}\n\n' +
      'As representações ficam em Meu perfil > Representantes, no Portal do Participante.',
  },
  aviso_representado: {
    chave: 'aviso_representado',
    nome: 'Aviso de uma pessoa representada',
    descricao: 'Enviado ao representante legal, pelos canais escolhidos no cadastro, com cada aviso da pessoa que ele representa.',
    variaveis: [
      NOME,
      { nome: 'representado', descricao: 'o nome da pessoa representada', exemplo: 'Maria Assistida' },
      { nome: 'tipo', descricao: 'a representação: curatela, procuração ou tutela/guarda', exemplo: 'curatela' },
      { nome: 'titulo', descricao: 'o título do aviso', exemplo: 'Sua solicitação foi atualizada' },
      { nome: 'descricao', descricao: 'o texto do aviso', exemplo: 'A solicitação 123 está em análise.' },
    ],
    obrigatorias: ['representado', 'titulo'],
    assunto: 'Aviso de {{representado}}: {{titulo}}',
    corpo:
      'Olá, {{nome}}.\n\nVocê recebe este aviso como representante de {{representado}} ({{tipo}}).\n\n{{titulo}}\n\n{{descricao}}\n\n' +
      'Para ver no portal, entre com o seu CPF e escolha agir por {{representado}}.',
  },
};

export function isEmailTemplateKey(value: string): value is EmailTemplateKey {
  return (EMAIL_TEMPLATE_KEYS as readonly string[]).includes(value);
}

/** `{{ nome }}`: two braces, a name of letters, digits and underscores, optional spaces inside. */
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholders a text uses, in order, each once. */
export function placeholdersOf(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(PLACEHOLDER)) if (!found.includes(match[1])) found.push(match[1]);
  return found;
}

export interface TemplateProblem {
  path: 'assunto' | 'corpo';
  message: string;
  type: string;
}

const listOf = (names: readonly string[]) => names.map((name) => `{{${name}}}`).join(', ');

/** What is wrong with an edited template, as field errors (empty when it may be saved). */
export function templateProblems(definition: EmailTemplateDefinition, input: { assunto: string; corpo: string }): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  const allowed = definition.variaveis.map((variable) => variable.nome);
  const assunto = input.assunto.trim();
  const corpo = input.corpo.trim();
  if (!assunto) problems.push({ path: 'assunto', message: 'Informe o assunto do e-mail.', type: 'required' });
  else if (assunto.length > EMAIL_TEMPLATE_LIMITS.assunto) problems.push({ path: 'assunto', message: `O assunto pode ter até ${EMAIL_TEMPLATE_LIMITS.assunto} caracteres.`, type: 'maxLength' });
  else if (/[\r\n]/.test(assunto)) problems.push({ path: 'assunto', message: 'O assunto deve ter uma linha só.', type: 'pattern' });
  if (!corpo) problems.push({ path: 'corpo', message: 'Informe o texto do e-mail.', type: 'required' });
  else if (corpo.length > EMAIL_TEMPLATE_LIMITS.corpo) problems.push({ path: 'corpo', message: `O texto pode ter até ${EMAIL_TEMPLATE_LIMITS.corpo.toLocaleString('pt-BR')} caracteres.`, type: 'maxLength' });
  for (const path of ['assunto', 'corpo'] as const) {
    const unknown = placeholdersOf(input[path]).filter((name) => !allowed.includes(name));
    if (unknown.length) {
      const which = unknown.length === 1 ? `O marcador ${listOf(unknown)} não existe` : `Os marcadores ${listOf(unknown)} não existem`;
      problems.push({ path, message: `${which} neste modelo. Use apenas: ${listOf(allowed)}.`, type: 'placeholder' });
    }
  }
  const missing = definition.obrigatorias.filter((name) => !placeholdersOf(input.corpo).includes(name));
  if (missing.length && corpo) problems.push({ path: 'corpo', message: `O texto precisa do marcador ${listOf(missing)}: sem ele o e-mail não serve para o que se destina.`, type: 'required-placeholder' });
  return problems;
}

/**
 * Fills a text's placeholders in one pass. A value is inserted as it is (never read again), a placeholder without a
 * value is left as written (the preview shows it), so a saved template — already validated — always renders whole.
 */
export function renderTemplateText(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? values[name] : whole));
}

/** Subject and body of one e-mail. The subject is one line: line breaks in a value become spaces. */
export function renderEmail(template: { assunto: string; corpo: string }, values: Readonly<Record<string, string>>): { subject: string; text: string } {
  return {
    subject: renderTemplateText(template.assunto, values).replace(/[\r\n]+/g, ' ').trim().slice(0, EMAIL_TEMPLATE_LIMITS.assunto),
    text: renderTemplateText(template.corpo, values),
  };
}

/** The sample values of a template's variables, for the preview. */
export function sampleValues(definition: EmailTemplateDefinition): Record<string, string> {
  return Object.fromEntries(definition.variaveis.map((variable) => [variable.nome, variable.exemplo]));
}

/** A sent e-mail's delivery: kept and not yet sent (pendente), sent (enviado) or refused by the mail server (falhou). */
export type EmailDeliveryStatus = 'pendente' | 'enviado' | 'falhou';

export const EMAIL_STATUS_LABELS: Readonly<Record<EmailDeliveryStatus, string>> = { pendente: 'Pendente', enviado: 'Enviado', falhou: 'Falhou' };

export function deliveryStatus(row: { enviadoEm: unknown; erro: string | null }): EmailDeliveryStatus {
  if (row.erro) return 'falhou';
  return row.enviadoEm ? 'enviado' : 'pendente';
}

export const EMAIL_LOG_PAGE_SIZE = 20;

export const EMAIL_TEMPLATE_MESSAGES = {
  notFound: 'Modelo de e-mail não encontrado.',
  saved: (nome: string) => `Modelo "${nome}" salvo. Os próximos e-mails já usam este texto.`,
  reset: (nome: string) => `Modelo "${nome}" voltou ao texto padrão.`,
} as const;
