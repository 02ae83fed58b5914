import { describe, expect, it } from 'vitest';
import { SITUATION_ID } from '@/domain/constants';
import { candidatePhotoProblem, electionNoticeDue, electionProblems, electionStatus, formatReceiptCode, initialsOf, isActiveLinkSituation, turnoutPercent, voteRefusal } from '@/domain/elections';

const at = (iso: string) => new Date(iso);
const election = { inicio: at('2026-11-01T12:00:00Z'), fim: at('2026-11-30T12:00:00Z'), encerradaEm: null };

describe('election status and the vote window', () => {
  it('is scheduled before the start, open within the period, waiting after the end, closed once closed', () => {
    expect(electionStatus(election, at('2026-11-01T11:59:59Z'))).toBe('agendada');
    expect(electionStatus(election, at('2026-11-01T12:00:00Z'))).toBe('aberta');
    expect(electionStatus(election, at('2026-11-30T11:59:59Z'))).toBe('aberta');
    expect(electionStatus(election, at('2026-11-30T12:00:00Z'))).toBe('aguardando-encerramento');
    expect(electionStatus({ ...election, encerradaEm: at('2026-11-10T00:00:00Z') }, at('2026-11-15T00:00:00Z'))).toBe('encerrada');
  });

  it('refuses a vote outside the open period with the reason in Portuguese', () => {
    expect(voteRefusal('aberta')).toBeNull();
    expect(voteRefusal('agendada')).toBe('A votação desta eleição ainda não começou.');
    expect(voteRefusal('aguardando-encerramento')).toBe('A votação desta eleição já terminou.');
    expect(voteRefusal('encerrada')).toBe('Esta eleição foi encerrada.');
  });

  it('gives a vote to a link still in force, not to one closed, deceased, left or ported', () => {
    expect([SITUATION_ID.ACTIVE, SITUATION_ID.IN_BENEFIT, SITUATION_ID.SUSPENDED].map(isActiveLinkSituation)).toEqual([true, true, true]);
    expect([SITUATION_ID.CLOSED, SITUATION_ID.DECEASED, SITUATION_ID.LEFT, SITUATION_ID.PORTED].map(isActiveLinkSituation)).toEqual([false, false, false, false]);
  });
});

describe('turnout', () => {
  it('is exact to the hundredth, half up: 2 of 3 → 66.67, 3 of 4 → 75.00, 1 of 6 → 16.67, 1 of 8 → 12.50', () => {
    expect(turnoutPercent(2, 3)).toBe('66.67');
    expect(turnoutPercent(3, 4)).toBe('75.00');
    expect(turnoutPercent(1, 6)).toBe('16.67');
    expect(turnoutPercent(1, 8)).toBe('12.50');
    expect(turnoutPercent(1, 3)).toBe('33.33');
    expect(turnoutPercent(7, 7)).toBe('100.00');
    expect(turnoutPercent(0, 0)).toBe('0.00');
  });
});

describe('receipt code', () => {
  it('is 3 groups of 4 characters without look-alikes (no 0/O, 1/I)', () => {
    const code = formatReceiptCode(Uint8Array.from([0, 1, 2, 3, 31, 32, 33, 255, 8, 9, 10, 11]));
    expect(code).toBe('2345-Z23Z-ABCD');
    expect(() => formatReceiptCode(new Uint8Array(4))).toThrow();
  });
});

describe('a new election’s rules', () => {
  const now = at('2026-11-24T12:00:00Z');
  const valid = { titulo: 'Conselho', inicio: '2026-11-25T12:00:00Z', fim: '2026-11-30T12:00:00Z', idPlanos: [1], vagas: 2, candidatos: [{ nome: 'A' }, { nome: 'B' }] };

  it('accepts a well-formed election, with as many seats as candidates at most', () => {
    expect(electionProblems(valid, now)).toEqual([]);
    expect(electionProblems({ ...valid, vagas: 3 }, now).map((problem) => problem.path)).toEqual(['vagas']);
  });

  it('names each problem: the end before the start or past, no plan, fewer than two candidates, duplicates, a photo given to two candidates', () => {
    expect(electionProblems({ ...valid, fim: '2026-11-25T11:00:00Z' }, now)[0].message).toBe('O fim da votação deve ser depois do início.');
    expect(electionProblems({ ...valid, inicio: '2026-11-20T12:00:00Z', fim: '2026-11-23T12:00:00Z' }, now)[0].message).toBe('O fim da votação deve estar no futuro.');
    expect(electionProblems({ ...valid, idPlanos: [], candidatos: [{ nome: 'A' }], vagas: 1 }, now).map((problem) => problem.path)).toEqual(['idPlanos', 'candidatos']);
    expect(electionProblems({ ...valid, candidatos: [{ nome: 'Ana' }, { nome: ' ana ' }] }, now).map((problem) => problem.type)).toEqual(['duplicate']);
    expect(electionProblems({ ...valid, candidatos: [{ nome: 'A', foto: 7 }, { nome: 'B', foto: 8 }, { nome: 'C', foto: 7 }, { nome: 'D', foto: null }] }, now).map((problem) => problem.path)).toEqual(['candidatos/2/foto']);
  });
});

describe('candidate photos', () => {
  it('accepts JPEG, PNG and WebP (the sniffed type) up to 2 MB = 2 097 152 bytes', () => {
    expect(candidatePhotoProblem({ tipoConteudo: 'image/png', tamanho: 2_097_152 })).toBeNull();
    expect(candidatePhotoProblem({ tipoConteudo: 'image/webp', tamanho: 10 })).toBeNull();
    expect(candidatePhotoProblem({ tipoConteudo: 'image/jpeg', tamanho: 2_097_153 })).toBe('A foto do candidato deve ter até 2 MB.');
    expect(candidatePhotoProblem({ tipoConteudo: 'application/pdf', tamanho: 10 })).toBe('A foto do candidato deve ser uma imagem JPEG, PNG ou WebP.');
    expect(candidatePhotoProblem({ tipoConteudo: 'image/gif', tamanho: 10 })).toBe('A foto do candidato deve ser uma imagem JPEG, PNG ou WebP.');
  });

  it('shows the initials of the first and last names when there is no photo', () => {
    expect(initialsOf('Beatriz Andrade')).toBe('BA');
    expect(initialsOf('  helena da silva prado ')).toBe('HP');
    expect(initialsOf('Otávio')).toBe('O');
    expect(initialsOf('Maria de Lourdes e Souza')).toBe('MS');
    expect(initialsOf('   ')).toBe('?');
  });
});

describe('the notices of an election', () => {
  it('announce its opening while it is open, and its closing in its last 24 hours; nothing before, after or once closed', () => {
    expect(electionNoticeDue(election, at('2026-10-31T12:00:00Z'))).toBeNull();
    expect(electionNoticeDue(election, at('2026-11-01T12:00:00Z'))).toBe('abertura');
    expect(electionNoticeDue(election, at('2026-11-29T11:59:00Z'))).toBe('abertura');
    expect(electionNoticeDue(election, at('2026-11-29T12:00:00Z'))).toBe('encerramento');
    expect(electionNoticeDue(election, at('2026-11-30T12:00:00Z'))).toBeNull();
    expect(electionNoticeDue({ ...election, encerradaEm: at('2026-11-10T12:00:00Z') }, at('2026-11-29T18:00:00Z'))).toBeNull();
  });
});
