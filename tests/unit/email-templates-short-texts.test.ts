import { describe, expect, it } from 'vitest';
import {
  defaultShortText,
  isShortTextChannel,
  SHORT_TEXT_CHANNELS,
  SHORT_TEXT_LIMITS,
  SHORT_TEXT_SAMPLE,
  shortTextLength,
  shortTextProblems,
} from '@/domain/email-templates-short-texts';
import { NOTICE_KIND_KEYS, NOTICE_KINDS, renderShortText } from '@/domain/notices';

const messages = (texto: string) => shortTextProblems(texto).map((problem) => problem.message);
const types = (texto: string) => shortTextProblems(texto).map((problem) => problem.type);

describe('defaultShortText', () => {
  it('is the kind’s one short text, for SMS and WhatsApp alike', () => {
    for (const tipo of NOTICE_KIND_KEYS) for (const canal of SHORT_TEXT_CHANNELS) expect(defaultShortText(tipo, canal)).toBe(NOTICE_KINDS[tipo].curto);
  });

  it('is, for every kind, a text an administrator could save as it is (a new kind’s `curto` must fit too)', () => {
    for (const tipo of NOTICE_KIND_KEYS) expect(shortTextProblems(defaultShortText(tipo, 'sms')), tipo).toEqual([]);
  });
});

describe('isShortTextChannel', () => {
  it('takes sms and whatsapp only', () => {
    expect(['sms', 'whatsapp', 'email', 'app', 'SMS', 1].map(isShortTextChannel)).toEqual([true, true, false, false, false, false]);
  });
});

describe('shortTextLength', () => {
  it('counts the text with a 15-letter first name and a 50-character link', () => {
    // "Oi " (3) + 15 + ": " (2) + 50 = 70
    expect(shortTextLength('Oi {{nome}}: {{link}}')).toBe(70);
    expect(shortTextLength('  Oi {{ nome }}: {{link}}\n')).toBe(70);
    expect(SHORT_TEXT_LIMITS).toMatchObject({ caracteres: 160, nome: 15, link: 50 });
  });
});

describe('shortTextProblems', () => {
  it('accepts a text with the link, with or without the first name', () => {
    expect(shortTextProblems('{{nome}}, sua solicitação mudou. Veja: {{link}}')).toEqual([]);
    expect(shortTextProblems('Há novidades no portal: {{ link }}')).toEqual([]);
  });

  it('refuses an empty text', () => {
    expect(shortTextProblems('   \n')).toEqual([{ path: 'texto', message: 'Informe o texto da mensagem.', type: 'required' }]);
  });

  it('refuses an unknown placeholder, naming it and saying which are allowed', () => {
    expect(shortTextProblems('{{nome}}, seu CPF {{cpf}}: {{link}}')).toEqual([
      {
        path: 'texto',
        message: 'O marcador {{cpf}} não existe nas mensagens de SMS e WhatsApp, que não levam dados pessoais além do primeiro nome. Use apenas: {{nome}}, {{link}}.',
        type: 'placeholder',
      },
    ]);
    expect(messages('{{saldo}} e {{ cpf }} e {{saldo}}: {{link}}')[0]).toMatch(/^Os marcadores \{\{saldo\}\}, \{\{cpf\}\} não existem/);
  });

  it('refuses a placeholder that is not a single word, which rendering would leave as written', () => {
    expect(messages('{{cpf do titular}} {{link}}')[0]).toMatch(/^O marcador \{\{cpf do titular\}\} não existe/);
  });

  it('requires {{link}}', () => {
    expect(shortTextProblems('{{nome}}, acesse o portal.')).toEqual([
      { path: 'texto', message: 'O texto precisa do marcador {{link}}: é por ele que a pessoa chega ao portal.', type: 'required-placeholder' },
    ]);
    expect(types('{{nome}}, seu CPF {{cpf}}.')).toEqual(['placeholder', 'required-placeholder']);
  });

  it('refuses a text over 160 characters as it would go, saying by how much to shorten it', () => {
    // 15 + 50 for the placeholders: 95 characters of text fit exactly, 96 do not.
    const fits = `{{nome}}{{link}}${'a'.repeat(95)}`;
    expect(shortTextLength(fits)).toBe(160);
    expect(shortTextProblems(fits)).toEqual([]);
    expect(shortTextProblems(`${fits}!`)).toEqual([
      { path: 'texto', message: 'A mensagem fica com 161 caracteres com um nome longo e o link; o limite é 160. Encurte o texto em 1 caractere.', type: 'maxLength' },
    ]);
  });

  it('bounds the typed text, placeholders included', () => {
    expect(messages(`{{link}}${'{{nome}}'.repeat(70)}`)).toEqual(['O texto pode ter até 500 caracteres.']);
  });
});

describe('the preview sample', () => {
  it('renders the default with the sample first name and link', () => {
    expect(renderShortText(defaultShortText('eleicao', 'whatsapp'), SHORT_TEXT_SAMPLE)).toBe(
      'Carlos, há uma eleição aberta no Portal do Participante. Vote em: https://portal.exemplo.com.br/services/requests',
    );
  });
});
