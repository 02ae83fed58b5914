import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { domainRule } from '@/components/declarations/domain-rule';
import { pepProblems, type PepDeclaration } from '@/domain/declarations';

const today = new Date('2026-11-22T12:00:00Z');
const problemsOf = (values: PepDeclaration) => pepProblems(values, today);
const schema = yup.object({
  ppe: yup.string(),
  cargo: yup.string().test('pep', domainRule(problemsOf, 'cargo')),
  orgao: yup.string().test('pep', domainRule(problemsOf, 'orgao')),
  dataInicio: yup.string().test('pep', domainRule(problemsOf, 'dataInicio')),
  dataFim: yup.string().test('pep', domainRule(problemsOf, 'dataFim')),
});

async function errorsOf(values: object) {
  try {
    await schema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as yup.ValidationError).inner.map(({ path, message, type }) => ({ path, message, type }));
  }
}

describe('domainRule', () => {
  it('puts each problem of the shared rule on its own field, with the rule’s message and type', async () => {
    expect(await errorsOf({ ppe: 'S', cargo: 'Vereador', orgao: 'Câmara', dataInicio: '2015-01-01', dataFim: '2020-06-30' })).toEqual([
      { path: 'dataFim', message: 'Quem deixou a função há mais de cinco anos não é pessoa politicamente exposta: responda "Não".', type: 'fiveYears' },
    ]);
    expect((await errorsOf({ ppe: 'S' })).map((error) => error.path)).toEqual(['cargo', 'orgao', 'dataInicio']);
  });

  it('passes when the rule finds nothing', async () => {
    expect(await errorsOf({ ppe: 'N' })).toEqual([]);
    expect(await errorsOf({ ppe: 'S', cargo: 'Vereador', orgao: 'Câmara', dataInicio: '2024-01-01' })).toEqual([]);
  });
});
