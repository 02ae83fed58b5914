import { describe, expect, it } from 'vitest';
import { openRequestMessage, servicesInTheWayOf } from '@/domain/requests-conflicts';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

describe('one open request at a time (servicesInTheWayOf)', () => {
  it('a service is in its own way; the exit options are in each other’s (choosing one closes the others)', () => {
    expect(servicesInTheWayOf(FUNCTIONALITY.EXEMPTION_65)).toEqual([FUNCTIONALITY.EXEMPTION_65]);
    expect(servicesInTheWayOf(FUNCTIONALITY.CASH_WITHDRAWAL)).toEqual([FUNCTIONALITY.CASH_WITHDRAWAL]);
    expect(servicesInTheWayOf(FUNCTIONALITY.PORTABILITY).sort((a, b) => a - b)).toEqual([14, 15, 16, 17, 30]);
    expect(servicesInTheWayOf(FUNCTIONALITY.EXIT_OPTIONS).sort((a, b) => a - b)).toEqual([14, 15, 16, 17, 30]);
    expect(servicesInTheWayOf(FUNCTIONALITY.DISABILITY_REDEMPTION)).toEqual([FUNCTIONALITY.DISABILITY_REDEMPTION]);
  });

  it('the refusal names the open request’s service and protocol', () => {
    expect(openRequestMessage(FUNCTIONALITY.EXEMPTION_65, '2026000123')).toBe('Você já tem um pedido de isenção aos 65 anos em andamento (protocolo 2026000123).');
    expect(openRequestMessage(FUNCTIONALITY.REDEMPTION, '2026000124')).toBe('Você já tem um pedido de resgate em andamento (protocolo 2026000124).');
    expect(openRequestMessage(2, '2026000125')).toBe('Você já tem um pedido em andamento (protocolo 2026000125).');
  });
});
