import { describe, expect, it } from 'vitest';
import { ANALYSED_WORKFLOW, DEFAULT_WORKFLOW, workflowProblems, workflowStages, type Transition } from '@/domain/workflow';

const STATUSES = [
  { id: 1, nome: 'Recebida', encerrado: false },
  { id: 2, nome: 'Em análise', encerrado: false },
  { id: 3, nome: 'Pendente de documentos', encerrado: false },
  { id: 4, nome: 'Concluída', encerrado: true },
  { id: 5, nome: 'Cancelada', encerrado: true },
  { id: 6, nome: 'Indeferida', encerrado: true },
];

const t = (idStatusOrigem: number, idStatusDestino: number): Transition => ({ idStatusOrigem, idStatusDestino });
const messages = (transitions: Transition[], waiting: number[] = []) => workflowProblems(transitions, STATUSES, waiting).map((problem) => problem.message);

describe('workflowProblems (settings/esteira)', () => {
  it('accepts the seeded workflows and a short one that concludes straight from Recebida', () => {
    expect(messages([...DEFAULT_WORKFLOW])).toEqual([]);
    expect(messages([...ANALYSED_WORKFLOW])).toEqual([]);
    expect(messages([t(1, 4), t(1, 6)])).toEqual([]);
  });

  it('refuses a status that does not exist', () => {
    const problems = workflowProblems([t(1, 4), t(1, 9)], STATUSES);
    expect(problems).toEqual([{ path: 'transicoes/1', message: 'A situação 9 não existe. Escolha uma das situações cadastradas.', type: 'enum' }]);
  });

  it('refuses leaving a closed status, returning to Recebida, self-loops and repeats, naming the statuses', () => {
    expect(messages([t(1, 4), t(4, 2)])).toEqual(['"Concluída" encerra a solicitação: nenhuma transição pode sair dela.']);
    expect(messages([t(1, 2), t(2, 1), t(2, 4)])).toEqual(['Nenhuma transição pode voltar para "Recebida": é a situação em que toda solicitação chega.']);
    expect(messages([t(1, 4), t(2, 2)])).toEqual(['A transição de "Em análise" para ela mesma não muda a situação. Retire-a.']);
    expect(messages([t(1, 4), t(1, 4)])).toEqual(['A transição de "Recebida" para "Concluída" aparece mais de uma vez.']);
  });

  it('refuses an open status no request can reach from Recebida', () => {
    expect(messages([t(1, 4), t(3, 4)])).toEqual(['Nenhuma solicitação chega a "Pendente de documentos" a partir de "Recebida": inclua uma transição que leve a ela ou retire as que saem dela.']);
  });

  it('refuses a workflow where a request would get stuck', () => {
    // Em análise ↔ Pendente with no way out: a request that reaches them never ends.
    expect(messages([t(1, 2), t(2, 3), t(3, 2), t(1, 5)])).toEqual([
      'Uma solicitação em "Em análise" ficaria parada: inclua um caminho de "Em análise" até uma situação que encerra a solicitação (Concluída, Cancelada, Indeferida).',
      'Uma solicitação em "Pendente de documentos" ficaria parada: inclua um caminho de "Pendente de documentos" até uma situação que encerra a solicitação (Concluída, Cancelada, Indeferida).',
    ]);
    expect(messages([])).toEqual(['Uma solicitação em "Recebida" ficaria parada: inclua um caminho de "Recebida" até uma situação que encerra a solicitação (Concluída, Cancelada, Indeferida).']);
  });

  it('keeps a way out for the statuses open requests are in now', () => {
    expect(messages([t(1, 4)], [2])).toEqual([
      'Há solicitações deste serviço em "Em análise" que ficariam paradas: inclua um caminho de "Em análise" até uma situação que encerra a solicitação (Concluída, Cancelada, Indeferida).',
    ]);
    expect(messages([t(1, 4), t(2, 4)], [2])).toEqual(['Nenhuma solicitação chega a "Em análise" a partir de "Recebida": inclua uma transição que leve a ela ou retire as que saem dela.']);
    expect(messages([t(1, 2), t(2, 4)], [2, 4])).toEqual([]);
  });
});

describe('workflowStages', () => {
  it('lists the statuses a request passes through from Recebida, open ones first', () => {
    expect(workflowStages([...ANALYSED_WORKFLOW], STATUSES).map((status) => status.nome)).toEqual(['Recebida', 'Em análise', 'Pendente de documentos', 'Concluída', 'Cancelada', 'Indeferida']);
    expect(workflowStages([t(1, 2), t(2, 4), t(3, 5)], STATUSES).map((status) => status.nome)).toEqual(['Recebida', 'Em análise', 'Concluída']);
  });
});
