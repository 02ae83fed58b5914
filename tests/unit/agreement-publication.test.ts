import { describe, expect, it } from 'vitest';
import { agreementPublishSchema } from '@/components/agreement/agreement-publish-schema';
import { AGREEMENT_TEXT_LIMITS, agreementParagraphs, agreementTextProblem, normalizeAgreementText } from '@/domain/agreement';

describe('a new version of the declaration of agreement', () => {
  const current = 'Declaro que li o Regulamento do meu plano de benefícios.\n\nDeclaro que minhas informações são verdadeiras.';

  it('is at least 50 characters once trimmed and at most 20 000', () => {
    expect(AGREEMENT_TEXT_LIMITS).toEqual({ min: 50, max: 20_000 });
    expect(agreementTextProblem('', current)?.message).toBe('Informe o texto da nova versão.');
    expect(agreementTextProblem(' \n\t ', current)?.type).toBe('required');
    expect(agreementTextProblem(`  ${'a'.repeat(49)}  `, current)).toEqual({ message: 'O texto deve ter ao menos 50 caracteres.', type: 'minLength' });
    expect(agreementTextProblem('a'.repeat(50), current)).toBeNull();
    expect(agreementTextProblem('a'.repeat(20_000), current)).toBeNull();
    expect(agreementTextProblem('a'.repeat(20_001), current)).toEqual({ message: 'O texto pode ter até 20.000 caracteres.', type: 'maxLength' });
  });

  it('differs from the version in force, blank space around it and Windows line breaks aside', () => {
    expect(agreementTextProblem(current, current)?.message).toBe('O texto é igual ao da versão em vigor.');
    expect(agreementTextProblem(`\r\n ${current.replaceAll('\n', '\r\n')} \n`, current)?.type).toBe('unchanged');
    expect(agreementTextProblem(`${current} Texto novo.`, current)).toBeNull();
    // The first version: nothing in force to compare with.
    expect(agreementTextProblem(current, null)).toBeNull();
  });

  it('is stored trimmed with \\n line breaks, and its paragraphs are the blocks between blank lines', () => {
    expect(normalizeAgreementText('  Um.\r\n\r\nDois.\rTrês.  ')).toBe('Um.\n\nDois.\nTrês.');
    expect(agreementParagraphs(normalizeAgreementText('  Um.\r\n\r\nDois.\n  \nTrês.  '))).toEqual(['Um.', 'Dois.', 'Três.']);
  });
});

describe("the page's form (yup, the same rules)", () => {
  const current = 'Declaro que li o Regulamento do meu plano de benefícios e concordo com ele.';
  const messageOf = async (texto: string, context: { current: string | null }) =>
    agreementPublishSchema.validate({ texto }, { context }).then(
      () => null,
      (error: { message: string }) => error.message,
    );

  it('says what the API says: empty, too short, and the text in force', async () => {
    expect(await messageOf('   ', { current })).toBe('Informe o texto da nova versão.');
    expect(await messageOf('Curto demais.', { current })).toBe('O texto deve ter ao menos 50 caracteres.');
    expect(await messageOf(`  ${current}\n`, { current })).toBe('O texto é igual ao da versão em vigor.');
    expect(await messageOf(`${current} Com uma frase nova.`, { current })).toBeNull();
    expect(await messageOf(current, { current: null })).toBeNull();
  });
});
