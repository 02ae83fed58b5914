import { describe, expect, it } from 'vitest';
import type { JanelaManutencao } from '@/domain/api-types';
import { decideMaintenance } from '@/components/maintenance/schedule';

const now = new Date('2026-11-22T12:00:00.000Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();
const window = (overrides: Partial<JanelaManutencao>): JanelaManutencao => ({
  status: 'inativa',
  dataInicio: null,
  dataFim: null,
  isActive: false,
  mensagem: null,
  ...overrides,
});

describe('decideMaintenance (spec §4)', () => {
  it('does nothing without a window or when its end is past', () => {
    expect(decideMaintenance(window({}), now)).toEqual({ kind: 'none' });
    expect(decideMaintenance(window({ status: 'ativa', isActive: true, dataInicio: at(-7_200_000), dataFim: at(-1) }), now)).toEqual({ kind: 'none' });
  });

  it('goes to the maintenance page while active, with the end', () => {
    const end = at(3_600_000);
    expect(decideMaintenance(window({ status: 'ativa', isActive: true, dataInicio: at(-60_000), dataFim: end }), now)).toEqual({ kind: 'redirect', dataFim: end });
  });

  it('polls every 60 s until the last minute before a scheduled start, then every second', () => {
    const scheduled = (untilStart: number) => window({ status: 'agendada', dataInicio: at(untilStart), dataFim: at(untilStart + 3_600_000) });
    expect(decideMaintenance(scheduled(3_600_000), now)).toEqual({ kind: 'wait', delayMs: 60_000 });
    expect(decideMaintenance(scheduled(60_001), now)).toEqual({ kind: 'wait', delayMs: 60_000 });
    expect(decideMaintenance(scheduled(60_000), now)).toEqual({ kind: 'wait', delayMs: 1_000 });
    expect(decideMaintenance(scheduled(500), now)).toEqual({ kind: 'wait', delayMs: 1_000 });
  });

  it('asks the server again once the start is reached', () => {
    expect(decideMaintenance(window({ status: 'agendada', dataInicio: at(0), dataFim: at(3_600_000) }), now)).toEqual({ kind: 'recheck' });
  });
});
