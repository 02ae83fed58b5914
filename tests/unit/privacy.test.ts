import { describe, expect, it } from 'vitest';
import { accessActionLabel, consentEventLabel, currentConsents, hasWithdrawn, isConsentChannel, type ConsentEvent } from '@/domain/privacy';

const at = (iso: string) => new Date(iso);

describe('currentConsents', () => {
  it('takes the latest event of each channel; a channel never chosen is not given (opt-in)', () => {
    const events: ConsentEvent[] = [
      { id: 1, canal: 'email', concedido: true, em: at('2026-01-10T12:00:00Z') },
      { id: 2, canal: 'whatsapp', concedido: true, em: at('2026-01-11T12:00:00Z') },
      { id: 3, canal: 'whatsapp', concedido: false, em: at('2026-02-01T09:30:00Z') },
    ];
    expect(currentConsents(events)).toEqual([
      { canal: 'email', concedido: true, desde: at('2026-01-10T12:00:00Z') },
      { canal: 'sms', concedido: false, desde: null },
      { canal: 'whatsapp', concedido: false, desde: at('2026-02-01T09:30:00Z') },
    ]);
    // Withdrawn only by a "no" that is the latest choice: never choosing (SMS) is not withdrawing.
    expect(hasWithdrawn(events, 'email')).toBe(false);
    expect(hasWithdrawn(events, 'sms')).toBe(false);
    expect(hasWithdrawn(events, 'whatsapp')).toBe(true);
    expect(hasWithdrawn([], 'email')).toBe(false);
  });

  it('breaks a tie of the same instant by the later id, whatever the order given', () => {
    const same = at('2026-03-01T10:00:00Z');
    const events: ConsentEvent[] = [
      { id: 8, canal: 'sms', concedido: false, em: same },
      { id: 7, canal: 'sms', concedido: true, em: same },
    ];
    expect(currentConsents(events)[1]).toEqual({ canal: 'sms', concedido: false, desde: same });
  });

  it('knows its channels', () => {
    expect(['email', 'sms', 'whatsapp', 'telegrama', 1].map(isConsentChannel)).toEqual([true, true, true, false, false]);
    expect(consentEventLabel('sms', false)).toBe('SMS: autorização retirada');
  });
});

describe('accessActionLabel', () => {
  it('words what an administrator did, never the raw code', () => {
    expect(accessActionLabel('portal.visualizado', { idSessao: 4 })).toBe('Visualizou o portal como você');
    expect(accessActionLabel('dados.exportados', { formato: 'pdf' })).toBe('Baixou seus dados (PDF)');
    expect(accessActionLabel('dados.exportados', null)).toBe('Baixou seus dados');
    expect(accessActionLabel('PUT /atualizarContato', { status: 200, resumo: 'Alterar e-mail e telefone' })).toBe('Agiu por você: Alterar e-mail e telefone');
    expect(accessActionLabel('POST /votar', { status: 403 })).toBe('Agiu por você no portal (recusado)');
    expect(accessActionLabel('algo.novo', null)).toBe('Registrou uma ação nos seus dados');
  });
});
