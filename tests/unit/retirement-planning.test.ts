import { describe, expect, it } from 'vitest';
import { futureValue, incomeFactor, projectBenefit } from '@/domain/benefit-simulator-projection';
import { Money } from '@/domain/money';
import {
  assessGoal,
  goalErrors,
  inflationFactor,
  ipcaInflationAssumption,
  isOffTrackNoticeDue,
  retirementPicture,
  scenarioBand,
  scenarioFigures,
  shortfallOf,
  toTodaysReais,
  trackingStatus,
  type PlanningInput,
} from '@/domain/retirement-planning';
import { defaultPlanningSettings, planningSettingsErrors } from '@/domain/retirement-planning-settings';

const tenYears: PlanningInput = { saldoAtual: '100000.00', contribuicaoMensal: '0.00', meses: 120, inflacaoAnual: '4.00', renda: { formaRenda: 'prazo', prazoMeses: 120, pagamentosPorAno: 12 } };
const carlos: PlanningInput = { saldoAtual: '250000.00', contribuicaoMensal: '1500.00', meses: 204, inflacaoAnual: '4.50', renda: { formaRenda: 'prazo', prazoMeses: 240, pagamentosPorAno: 13 } };
const carlosAges = { idadeAlvo: 62, idadeMaxima: 75, mesesAteIdade: (idade: number) => 204 + (idade - 62) * 12 };

describe('deflation', () => {
  it('brings future reais back to today’s by the yearly inflation, compounded over the months', () => {
    expect(inflationFactor('4.00', 12).toFixed(4)).toBe('1.0400');
    expect(toTodaysReais('1040.00', '4.00', 12)).toBe('1000.00');
    expect(toTodaysReais('1081.60', '4.00', 24)).toBe('1000.00');
    // Half a year: 1,04^0,5 = 1,0198039.
    expect(toTodaysReais('1000.00', '4.00', 6)).toBe('980.58');
    expect(toTodaysReais('1000.00', '0.00', 120)).toBe('1000.00');
  });

  it('starts a plan from the IPCA’s last 12 months accumulated', () => {
    expect(ipcaInflationAssumption(Array(12).fill('0.50'))).toBe('6.17');
    expect(ipcaInflationAssumption(['9.99', ...Array(12).fill('0.30')])).toBe('3.66');
    expect(ipcaInflationAssumption(Array(11).fill('0.50'))).toBeNull();
  });
});

describe('the three scenarios and the whole picture', () => {
  it('R$ 100 000,00 for 10 years: the fund’s income is the simulator’s, and in today’s reais 4 % a year less', () => {
    const picture = retirementPicture(tenYears, { pessimista: '0.00', esperada: '0.00', otimista: '4.00' }, { estimativaInss: '1000.00', outrasRendas: '0.00' });
    // 100 000,00 / 120 = 833,33 a month; ÷ 1,04^10 (1,4802443) = 562,97.
    expect(picture.cenarios[1]).toEqual({ cenario: 'esperada', rentabilidadeAnual: '0.00', saldoProjetado: '100000.00', rendaMensalNominal: '833.33', rendaMensalHoje: '562.97' });
    // 4 % a year: 100 000,00 × 1,04^10 = 148 024,43.
    expect(picture.cenarios[2]).toMatchObject({ saldoProjetado: '148024.43', rendaMensalNominal: '1493.65', rendaMensalHoje: '1009.06' });
    // INSS 1 000,00 of today is 1 480,24 then: 833,33 + 1 480,24.
    expect(picture.total).toEqual({ fundoHoje: '562.97', fundoNominal: '833.33', inss: '1000.00', outras: '0.00', totalHoje: '1562.97', totalNominal: '2313.57' });
  });

  it('answers, scenario by scenario, what the benefit simulator answers for the same inputs', () => {
    for (const rate of ['3.00', '5.00', '7.00']) {
      const simulator = projectBenefit({ saldoInicial: carlos.saldoAtual, contribuicaoMensal: carlos.contribuicaoMensal, rentabilidadeAnual: rate, meses: carlos.meses }, carlos.renda);
      const figures = scenarioFigures(carlos, 'esperada', rate);
      expect([figures.saldoProjetado, figures.rendaMensalNominal]).toEqual([simulator.saldoProjetado, simulator.rendaMensal]);
    }
  });

  it('draws the band from today’s balance to the target age, pessimistic below optimistic', () => {
    const band = scenarioBand(carlos, { pessimista: '3.00', esperada: '5.00', otimista: '7.00' }, 45, 204, 62);
    expect(band).toHaveLength(18);
    expect(band[0]).toEqual({ idade: 45, pessimista: '250000.00', esperada: '250000.00', otimista: '250000.00' });
    const last = band.at(-1)!;
    expect(last.idade).toBe(62);
    expect(new Money(last.pessimista).lt(last.esperada) && new Money(last.esperada).lt(last.otimista)).toBe(true);
    // The last point is the expected scenario's projected balance, deflated.
    expect(last.esperada).toBe(toTodaysReais(scenarioFigures(carlos, 'esperada', '5.00').saldoProjetado, '4.50', 204));
  });
});

describe('a goal', () => {
  const returns = '5.00';
  const inss = { estimativaInss: '3200.00', outrasRendas: '0.00' };

  it('solves the contribution that closes the gap exactly: a centavo less does not reach the goal', () => {
    const goal = assessGoal(carlos, returns, inss, { rendaDesejada: '9000.00' }, carlosAges);
    expect(goal).toMatchObject({ rendaDesejada: '9000.00', atingida: false, contribuicaoNecessaria: '4586.39', contribuicaoAdicional: '3086.39' });
    const totalWith = (contribution: string) => new Money(scenarioFigures({ ...carlos, contribuicaoMensal: contribution }, 'esperada', returns).rendaMensalHoje).plus(3200);
    expect(totalWith('4586.39').gte('9000.00')).toBe(true);
    expect(totalWith('4586.37').lt('9000.00')).toBe(true);
    // The gap is the desired income less today's projected total.
    const today = retirementPicture(carlos, { pessimista: returns, esperada: returns, otimista: returns }, inss).total.totalHoje;
    expect(goal.diferenca).toBe(new Money('9000.00').minus(today).toFixed(2));
  });

  it('or a single contribution today that closes it alone: the balance it grows to pays the goal, a centavo less does not', () => {
    const goal = assessGoal(carlos, returns, inss, { rendaDesejada: '9000.00' }, carlosAges);
    // The fund's part of the goal (9 000,00 − 3 200,00 of INSS) in the reais of that day, and the balance that pays it.
    const fundNominal = new Money('5800.00').times(inflationFactor(carlos.inflacaoAnual, carlos.meses)).toDecimalPlaces(2, Money.ROUND_UP);
    const neededBalance = fundNominal.times(incomeFactor(carlos.renda, returns));
    const balanceWith = (lump: string) => futureValue({ saldoInicial: new Money(carlos.saldoAtual).plus(lump).toFixed(2), contribuicaoMensal: carlos.contribuicaoMensal, rentabilidadeAnual: returns, meses: carlos.meses });
    expect(balanceWith(goal.aporteUnico).gte(neededBalance)).toBe(true);
    expect(balanceWith(new Money(goal.aporteUnico).minus('0.01').toFixed(2)).lt(neededBalance)).toBe(true);
    expect(assessGoal(carlos, returns, inss, { rendaDesejada: '4000.00' }, carlosAges).aporteUnico).toBe('0.00');
  });

  it('finds the first later age that closes the gap with no change, or none up to the maximum', () => {
    const reachable = assessGoal(carlos, returns, inss, { rendaDesejada: '6400.00' }, carlosAges);
    expect(reachable.idadeQueFecha).not.toBeNull();
    const age = reachable.idadeQueFecha!;
    const totalAt = (idade: number) => new Money(scenarioFigures({ ...carlos, meses: carlosAges.mesesAteIdade(idade) }, 'esperada', returns).rendaMensalHoje).plus(3200);
    expect(age).toBeGreaterThan(62);
    expect(totalAt(age).gte('6400.00')).toBe(true);
    expect(totalAt(age - 1).lt('6400.00')).toBe(true);
    expect(assessGoal(carlos, returns, inss, { rendaDesejada: '9000.00' }, carlosAges).idadeQueFecha).toBeNull();
  });

  it('needs nothing more when the goal is reached', () => {
    const goal = assessGoal(carlos, returns, inss, { rendaDesejada: '4000.00' }, carlosAges);
    expect(goal).toMatchObject({ atingida: true, contribuicaoAdicional: '0.00', idadeQueFecha: 62 });
    expect(new Money(goal.diferenca).lte(0)).toBe(true);
  });

  it('is off track more than 10 % below the goal', () => {
    expect(trackingStatus('9000.00', '10000.00')).toBe('no_caminho');
    expect(trackingStatus('8999.99', '10000.00')).toBe('fora_do_caminho');
    expect(trackingStatus('12000.00', '10000.00')).toBe('no_caminho');
  });

  it('calls for the off-track notice when a month drifts off, not every month it stays off', () => {
    // The first record, or one after a month on track.
    expect(isOffTrackNoticeDue('fora_do_caminho', null)).toBe(true);
    expect(isOffTrackNoticeDue('fora_do_caminho', 'no_caminho')).toBe(true);
    // Still off: told already.
    expect(isOffTrackNoticeDue('fora_do_caminho', 'fora_do_caminho')).toBe(false);
    expect(isOffTrackNoticeDue('no_caminho', null)).toBe(false);
    expect(isOffTrackNoticeDue('no_caminho', 'fora_do_caminho')).toBe(false);
  });

  it('says how far below the goal a projection falls, in reais and as a share of the goal', () => {
    expect(shortfallOf('7650.00', '9000.00')).toEqual({ diferenca: '1350.00', percentual: '15.00' });
    expect(shortfallOf('8999.99', '10000.00')).toEqual({ diferenca: '1000.01', percentual: '10.00' });
    expect(shortfallOf('10500.00', '10000.00')).toEqual({ diferenca: '0.00', percentual: '0.00' });
  });
});

describe('the plan’s planning settings', () => {
  it('start around the simulator’s reference return', () => {
    expect(defaultPlanningSettings('4.00', '4.68')).toEqual({ rentabilidadePessimista: '2.00', rentabilidadeEsperada: '4.00', rentabilidadeOtimista: '6.00', inflacaoAnual: '4.68', prazoRendaMeses: 240 });
    expect(defaultPlanningSettings('1.00', '4.00').rentabilidadePessimista).toBe('0.00');
  });

  it('refuse rates out of range, out of order, and a term out of range', () => {
    const ok = defaultPlanningSettings('4.00', '4.00');
    expect(planningSettingsErrors(ok)).toEqual([]);
    expect(planningSettingsErrors({ ...ok, inflacaoAnual: '21.00' }).map((error) => error.path)).toEqual(['inflacaoAnual']);
    expect(planningSettingsErrors({ ...ok, rentabilidadePessimista: '5.00' }).map((error) => error.path)).toEqual(['rentabilidadeEsperada']);
    expect(planningSettingsErrors({ ...ok, prazoRendaMeses: 6 }).map((error) => error.path)).toEqual(['prazoRendaMeses']);
  });
});

describe('a goal’s rules (the API’s and the page’s)', () => {
  const valid = { idadeAlvo: 62, rendaDesejada: '9000.00', estimativaInss: '0.00', outrasRendas: '0' };

  it('take an age above today’s, from 40 to 85, and amounts with up to 2 places', () => {
    expect(goalErrors(valid, 45)).toEqual([]);
    expect(goalErrors({ ...valid, idadeAlvo: 85, rendaTributavelAnual: '120000.5' }, 45)).toEqual([]);
    expect(goalErrors({ ...valid, idadeAlvo: 45 }, 45).map((error) => error.message)).toEqual(['Informe uma idade de 40 a 85 anos, maior que a sua idade hoje.']);
    expect(goalErrors({ ...valid, idadeAlvo: 86 }, 45).map((error) => error.path)).toEqual(['idadeAlvo']);
    expect(goalErrors({ ...valid, rendaDesejada: '0.00', estimativaInss: '1,5', outrasRendas: '10.001', rendaTributavelAnual: '' }, 45).map((error) => error.path)).toEqual([
      'rendaDesejada',
      'estimativaInss',
      'outrasRendas',
      'rendaTributavelAnual',
    ]);
    // null clears the year's income: not an error.
    expect(goalErrors({ ...valid, rendaTributavelAnual: null }, 45)).toEqual([]);
  });
});
