import { describe, expect, it } from 'vitest';
import { ACTING_AS_FILTER, auditActionLabel, auditActionOptions, auditDetailsText, formatAuditTime } from '@/domain/audit-log';

describe('auditActionLabel', () => {
  it('reads a known action in Portuguese', () => {
    expect(auditActionLabel('senha.trocaSolicitada', { sessoesEncerradas: 2 })).toBe('Exigiu uma nova senha');
    expect(auditActionLabel('requisicao.status', null)).toBe('Mudou a situação de uma solicitação');
  });

  it('reads a write made as a person by its route summary, and says when it was refused', () => {
    expect(auditActionLabel('POST /api/criarDependente', { status: 201, resumo: 'Incluir um dependente' })).toBe('Agiu como a pessoa: Incluir um dependente');
    expect(auditActionLabel('PUT /api/atualizarEndereco', { status: 403, resumo: 'Alterar o endereço' })).toBe('Agiu como a pessoa: Alterar o endereço (recusado)');
    expect(auditActionLabel('DELETE /api/excluirDependente/:id', { status: 200 })).toBe('Agiu como a pessoa: DELETE /api/excluirDependente/:id');
  });

  it('names an action it does not know by its code', () => {
    expect(auditActionLabel('totp.cadastrado', {})).toBe('Ação registrada: totp.cadastrado');
  });
});

describe('auditDetailsText', () => {
  it('puts the details on one line with words for the usual keys', () => {
    expect(auditDetailsText('senha.trocaSolicitada', { sessoesEncerradas: 2 })).toBe('sessões encerradas: 2');
    expect(auditDetailsText('requisicao.status', { idRequisicao: 12, de: 1, para: 2 })).toBe('solicitação: 12; de: 1; para: 2');
    expect(auditDetailsText('contato.alterado', { email: true, telefone: false })).toBe('email: sim; telefone: não');
    expect(auditDetailsText('noticia.criada', { titulo: null, idPlanos: [1, 4] })).toBe('planos: [1,4]; título: —');
    expect(auditDetailsText('requisicao.status', { para: 2, de: 1, idRequisicao: 12 })).toBe('solicitação: 12; de: 1; para: 2');
    expect(auditDetailsText('x', { zeta: 1, alfa: 2, status: 3 })).toBe('resposta HTTP: 3; alfa: 2; zeta: 1');
    expect(auditDetailsText('x', null)).toBe('');
  });

  it('leaves the route summary of a write made as a person to the action, and cuts long details at 500 characters', () => {
    expect(auditDetailsText('POST /api/criarDependente', { status: 201, resumo: 'Incluir', params: {} })).toBe('resposta HTTP: 201; params: {}');
    const long = auditDetailsText('x', { texto: 'a'.repeat(600) });
    expect(long).toHaveLength(500);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('formatAuditTime', () => {
  it('writes the fund\'s clock (America/Sao_Paulo), 24 h, with seconds', () => {
    expect(formatAuditTime('2025-03-02T02:30:05Z')).toBe('01/03/2025 23:30:05');
    expect(formatAuditTime(new Date('2026-11-22T17:05:09Z'))).toBe('22/11/2026 14:05:09');
    // Before 2019 Brazil had summer time: 15 January 2018 was UTC−2.
    expect(formatAuditTime('2018-01-15T12:00:00Z')).toBe('15/01/2018 10:00:00');
  });
});

describe('auditActionOptions', () => {
  it('lists the known actions by their words, alphabetically, then the writes made as a person', () => {
    const options = auditActionOptions();
    expect(options.at(-1)).toEqual({ value: ACTING_AS_FILTER, label: 'Agiu vendo o portal como a pessoa' });
    const labels = options.slice(0, -1).map((option) => option.label);
    expect([...labels].sort((a, b) => a.localeCompare(b, 'pt-BR'))).toEqual(labels);
    expect(options).toContainEqual({ value: 'senha.trocaSolicitada', label: 'Exigiu uma nova senha' });
  });
});
