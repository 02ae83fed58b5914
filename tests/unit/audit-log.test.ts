import { describe, expect, it } from 'vitest';
import { ACTING_AS_FILTER, auditActionLabel, auditActionOptions, formatAuditTime } from '@/domain/audit-log';
import { auditDetailsText, auditReferences, type AuditNames } from '@/domain/audit-log-details';

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
    expect(auditDetailsText('contato.alterado', { email: true, telefone: false })).toBe('e-mail: sim; telefone: não');
    expect(auditDetailsText('x', { zeta: 1, alfa: 2, status: 3 })).toBe('resposta HTTP: 3; alfa: 2; zeta: 1');
    expect(auditDetailsText('x', null)).toBe('');
  });

  it('leaves the route summary of a write made as a person to the action, and cuts long details at 500 characters', () => {
    expect(auditDetailsText('POST /api/criarDependente', { status: 201, resumo: 'Incluir', params: {} })).toBe('resposta HTTP: 201');
    const long = auditDetailsText('x', { texto: 'a'.repeat(600) });
    expect(long).toHaveLength(500);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('audit details in words (issue 26: "serviço: 22; de: 2; para: 4")', () => {
  const NAMES: AuditNames = {
    requests: new Map([[12, '2026000012 (Saque à vista)']]),
    protocols: new Map([[12, '2026000012']]),
    services: new Map([
      [13, 'Saque à vista'],
      [22, 'Alteração de renda'],
      [30, 'Opções de desligamento'],
    ]),
    statuses: new Map([
      [1, 'Recebida'],
      [2, 'Em análise'],
      [4, 'Concluída'],
    ]),
    plans: new Map([
      [1, 'HPE'],
      [4, 'Mais Valor'],
    ]),
    categories: new Map([[2, 'Assistido']]),
    situations: new Map([[1, 'Ativo']]),
    people: new Map([[5, 'Carlos Contribuinte']]),
    links: new Map([[3, 'HPE, matrícula 100231']]),
    notifications: new Map([[9, 'Prova de vida']]),
  };

  it('a request: its protocol and service, the status change by the statuses’ names', () => {
    expect(auditDetailsText('requisicao.status', { idRequisicao: 12, de: 2, para: 4 }, NAMES)).toBe('solicitação: 2026000012 (Saque à vista); situação: Em análise → Concluída');
    // Beside the service, the request by its protocol alone.
    expect(auditDetailsText('requisicao.criada', { idFuncionalidade: 13, idRequisicao: 12 }, NAMES)).toBe('solicitação: 2026000012; serviço: Saque à vista');
    // A record since removed, or names not looked up: its number, said as one.
    expect(auditDetailsText('requisicao.status', { idRequisicao: 12, de: 2, para: 4 })).toBe('solicitação: nº 12; situação: nº 2 → nº 4');
  });

  it('money, dates, months and percentages in the pt-BR way', () => {
    expect(auditDetailsText('contribuicao.esporadica', { idContribuicao: 7, idVinculoPlano: 3, valor: '1234.5' }, NAMES)).toBe(
      'vínculo: HPE, matrícula 100231; contribuição: 7; valor: R$\u00a01.234,50',
    );
    expect(auditDetailsText('valorIndice.corrigido', { idIndice: 2, codigo: 'IPCA', competencia: '2026-10', de: '0.45', para: '0.5' })).toBe(
      'índice: 2; código: IPCA; competência: out/2026; variação: 0,45 % → 0,50 %',
    );
    expect(auditDetailsText('valorCota.corrigido', { idPlano: 4, data: '2026-10-31', de: '1.23456789', para: '1.2346' }, NAMES)).toBe(
      'plano: Mais Valor; data: 31/10/2026; valor da cota: 1,23456789 → 1,2346',
    );
    // A date-time in the fund's clock; an impossible date reads as stored rather than failing.
    expect(auditDetailsText('x', { inicio: '2026-11-22T17:05:09.000Z', fim: '2026-13-45' })).toBe('fim: 2026-13-45; inicio: 22/11/2026 14:05:09');
  });

  it('a notification’s destination as the centre words it; the services a segment gained and lost by name', () => {
    expect(auditDetailsText('notificacao.central', { idNotificacao: 9, destino: { tipo: 'segmento', idPlano: 1, idCategoria: 2, idSituacao: null }, destinatarios: 3 }, NAMES)).toBe(
      'notificação: Prova de vida; destino: Plano HPE · Assistido · todas as situações; destinatários: 3',
    );
    expect(auditDetailsText('notificacao.central', { destino: { tipo: 'pessoa', idPessoa: 5 } }, NAMES)).toBe('destino: Carlos Contribuinte');
    expect(auditDetailsText('funcionalidades.alteradas', { idPlano: 4, idCategoria: 2, idSituacao: 1, adicionados: [13, 30], removidos: [] }, NAMES)).toBe(
      'plano: Mais Valor; categoria: Assistido; situação: Ativo; serviços incluídos: Saque à vista, Opções de desligamento; serviços retirados: nenhum',
    );
    expect(auditDetailsText('noticia.criada', { titulo: null, idPlanos: [1, 4] }, NAMES)).toBe('planos: HPE, Mais Valor; título: —');
  });

  it('a settings change: only what changed, before → after; a workflow by its statuses; never JSON', () => {
    expect(
      auditDetailsText(
        'configuracaoContribuicao.alterada',
        { idPlano: 1, antes: { valorMinimo: '50.00', diaVencimento: 10, banco: '001' }, depois: { valorMinimo: '60.00', diaVencimento: 10, banco: '341' } },
        NAMES,
      ),
    ).toBe('plano: HPE; valor mínimo: R$\u00a050,00 → R$\u00a060,00; banco: 001 → 341');
    expect(
      auditDetailsText('configuracaoInstituto.alterada', {
        idPlano: 1,
        antes: { vestingPatrocinadora: [{ anos: 3, percentual: '50.00' }], taxaAdministrativaAutopatrocinio: '0.5' },
        depois: { vestingPatrocinadora: [{ anos: 3, percentual: '60.00' }], taxaAdministrativaAutopatrocinio: '0.5' },
      }, NAMES),
    ).toBe('plano: HPE; parte da patrocinadora por anos no plano: (anos: 3, percentual: 50,00 %) → (anos: 3, percentual: 60,00 %)');
    expect(auditDetailsText('configuracaoPerfil.alterada', { idPlano: 1, antes: null, depois: { diaInicioJanela: 1, diaFimJanela: 10 } }, NAMES)).toBe(
      'plano: HPE; criado com (dia de início da janela: 1, dia de fim da janela: 10)',
    );
    expect(auditDetailsText('x', { antes: { a: 1 }, depois: { a: 1 } })).toBe('nada mudou');
    expect(
      auditDetailsText(
        'esteira.alterada',
        { idFuncionalidade: 22, antes: [{ idStatusOrigem: 1, idStatusDestino: 2 }], depois: [{ idStatusOrigem: 1, idStatusDestino: 2 }, { idStatusOrigem: 2, idStatusDestino: 4 }] },
        NAMES,
      ),
    ).toBe('serviço: Alteração de renda; antes: Recebida → Em análise; depois: Recebida → Em análise, Em análise → Concluída');
    expect(auditDetailsText('x', { extra: { b: [1, 2], a: true } })).toBe('extra: (a: sim, b: 1, 2)');
  });

  it('a write made as a person: the route’s ids by name; the id an action created by what it is', () => {
    expect(auditDetailsText('PUT /api/atualizarEndereco/:idPessoa', { status: 200, resumo: 'Alterar o endereço', params: { idPessoa: 5 } }, NAMES)).toBe('pessoa: Carlos Contribuinte; resposta HTTP: 200');
    expect(auditDetailsText('dependente.excluido', { id: 8, nome: 'Ana' })).toBe('nome: Ana; dependente: nº 8');
    expect(auditDetailsText('manutencao.criada', { id: 3 })).toBe('registro: 3');
  });

  it('collects every id the details name, by kind, for one look-up of a whole page', () => {
    const references = auditReferences('requisicao.status', { idRequisicao: 12, de: 2, para: 4 });
    auditReferences('notificacao.central', { idNotificacao: 9, destino: { tipo: 'segmento', idPlano: 1, idCategoria: null, idSituacao: null } }, references);
    auditReferences('funcionalidades.alteradas', { idPlano: 4, adicionados: [13], removidos: [30] }, references);
    expect(Object.fromEntries([...references].map(([kind, ids]) => [kind, [...ids].sort((a, b) => a - b)]))).toEqual({
      requests: [12],
      statuses: [2, 4],
      notifications: [9],
      plans: [1, 4],
      services: [13, 30],
    });
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
