import { describe, expect, it } from 'vitest';
import { dueValidityNotice, isInValidity, powersAllow, representationDecisionNotice } from '@/domain/representatives';

describe('powersAllow', () => {
  const route = (method: string, tags: string[] = [], changesBankData = false) => ({ method, tags, changesBankData });

  it('lets every representative read', () => {
    for (const poderes of ['leitura', 'solicitacoes', 'tudo_exceto_dados_bancarios'] as const) expect(powersAllow(poderes, route('GET'))).toBe(true);
  });

  it('refuses every write to a read-only representative', () => {
    expect(powersAllow('leitura', route('POST', ['Solicitações']))).toBe(false);
    expect(powersAllow('leitura', route('PUT', ['Perfil']))).toBe(false);
  });

  it('lets "solicitacoes" write to requests, chat and attachments only', () => {
    expect(powersAllow('solicitacoes', route('POST', ['Solicitações']))).toBe(true);
    expect(powersAllow('solicitacoes', route('POST', ['Chat']))).toBe(true);
    expect(powersAllow('solicitacoes', route('POST', ['Anexos']))).toBe(true);
    expect(powersAllow('solicitacoes', route('PUT', ['Perfil']))).toBe(false);
  });

  it('lets "tudo_exceto_dados_bancarios" write anything but bank data', () => {
    expect(powersAllow('tudo_exceto_dados_bancarios', route('PUT', ['Perfil']))).toBe(true);
    expect(powersAllow('tudo_exceto_dados_bancarios', route('POST', ['Onboarding'], true))).toBe(false);
  });
});

describe('validity', () => {
  it('includes both ends', () => {
    expect(isInValidity('2026-01-01', '2026-01-01', '2026-12-31')).toBe(true);
    expect(isInValidity('2026-12-31', '2026-01-01', '2026-12-31')).toBe(true);
    expect(isInValidity('2027-01-01', '2026-01-01', '2026-12-31')).toBe(false);
  });

  it('gives the notice due: 30 days, 7 days, the day after the end, each once, the latest reached first', () => {
    expect(dueValidityNotice('2026-11-30', '2026-12-31', [])).toBeNull();
    expect(dueValidityNotice('2026-12-01', '2026-12-31', [])?.marco).toBe('30');
    expect(dueValidityNotice('2026-12-01', '2026-12-31', ['30'])).toBeNull();
    expect(dueValidityNotice('2026-12-24', '2026-12-31', ['30'])?.marco).toBe('7');
    expect(dueValidityNotice('2026-12-31', '2026-12-31', ['30', '7'])).toBeNull();
    expect(dueValidityNotice('2027-01-01', '2026-12-31', ['30', '7'])?.marco).toBe('fim');
    expect(dueValidityNotice('2027-01-05', '2026-12-31', [])?.marco).toBe('fim');
  });
});

describe('representationDecisionNotice', () => {
  const decision = { nomePessoa: 'Maria Assistida', nomeRepresentante: 'Roberto Curador', tipo: 'curatela', poderes: 'tudo_exceto_dados_bancarios', inicioVigencia: '2026-12-01', fimVigencia: '2027-01-05' } as const;

  it('says on approval who may act for the person, as what, from when until when and what they may do', () => {
    expect(representationDecisionNotice({ ...decision, decisao: 'aprovada' })).toEqual({
      titulo: 'Representação aprovada: Roberto Curador pode agir por Maria Assistida',
      descricao:
        'O fundo aprovou a representação de Maria Assistida por Roberto Curador (curatela). De 01/12/2026 até 05/01/2027, Roberto Curador pode agir por Maria Assistida no portal (curatela), entrando com o próprio CPF. O que pode fazer: tudo, exceto alterar dados bancários.',
      mensagem: 'De 01/12/2026 até 05/01/2027, Roberto Curador pode agir por Maria Assistida no portal (curatela), entrando com o próprio CPF. O que pode fazer: tudo, exceto alterar dados bancários.',
    });
  });

  it('gives the reason of a refusal as a sentence, and keeps the title within 200 characters', () => {
    expect(representationDecisionNotice({ ...decision, decisao: 'recusada', motivo: ' Documento ilegível ' }).mensagem).toMatch(/^Motivo: Documento ilegível\. Um novo cadastro/);
    expect(representationDecisionNotice({ ...decision, decisao: 'recusada', motivo: 'Documento ilegível!' }).mensagem).toMatch(/^Motivo: Documento ilegível! Um novo cadastro/);
    expect(representationDecisionNotice({ ...decision, decisao: 'aprovada', nomeRepresentante: 'R'.repeat(150) }).titulo).toHaveLength(200);
  });
});
