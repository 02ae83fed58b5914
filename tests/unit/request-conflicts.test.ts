import { describe, expect, it } from 'vitest';
import { openRequestMessage, servicesInTheWayOf } from '@/domain/request-conflicts';
import { REQUEST_SERVICE } from '@/domain/request-services';

describe('one open request at a time (servicesInTheWayOf)', () => {
  it('a service is in its own way; the exit options are in each other’s (choosing one closes the others)', () => {
    expect(servicesInTheWayOf(REQUEST_SERVICE.ISENCAO_65)).toEqual([REQUEST_SERVICE.ISENCAO_65]);
    expect(servicesInTheWayOf(REQUEST_SERVICE.SAQUE_A_VISTA)).toEqual([REQUEST_SERVICE.SAQUE_A_VISTA]);
    expect(servicesInTheWayOf(REQUEST_SERVICE.PORTABILIDADE).sort((a, b) => a - b)).toEqual([14, 15, 16, 17, 30]);
    expect(servicesInTheWayOf(REQUEST_SERVICE.OPCOES_DESLIGAMENTO).sort((a, b) => a - b)).toEqual([14, 15, 16, 17, 30]);
    expect(servicesInTheWayOf(REQUEST_SERVICE.RESGATE_INVALIDEZ)).toEqual([REQUEST_SERVICE.RESGATE_INVALIDEZ]);
  });

  it('the refusal names the open request’s service and protocol', () => {
    expect(openRequestMessage(REQUEST_SERVICE.ISENCAO_65, '2026000123')).toBe('Você já tem um pedido de isenção aos 65 anos em andamento (protocolo 2026000123).');
    expect(openRequestMessage(REQUEST_SERVICE.RESGATE, '2026000124')).toBe('Você já tem um pedido de resgate em andamento (protocolo 2026000124).');
    expect(openRequestMessage(2, '2026000125')).toBe('Você já tem um pedido em andamento (protocolo 2026000125).');
  });
});
