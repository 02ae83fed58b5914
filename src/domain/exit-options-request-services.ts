import { servicesById, type RequestServiceDefinition } from './requests-services';
import { CASH_WITHDRAWAL_SERVICE } from './exit-options-services/cash-withdrawal';
import { REDEMPTION_SERVICE } from './exit-options-services/redemption';
import { PORTABILITY_SERVICE } from './exit-options-services/portability';
import { BPD_SERVICE } from './exit-options-services/bpd';
import { SELF_SPONSORSHIP_SERVICE } from './exit-options-services/self-sponsorship';
import { EXIT_OPTIONS_SERVICE } from './exit-options-services/exit-options';
import { DISABILITY_REDEMPTION_SERVICE } from './exit-options-services/disability-redemption';
import { PLAN_WITHDRAWAL_SERVICE } from './exit-options-services/plan-withdrawal';

/**
 * The exit services' forms (spec §2.5's exit options and the single services behind them: withdrawal, redemption,
 * portability, BPD, self-sponsorship, disability redemption, leaving the plan). The statement of values is due on each.
 * One file per service under exit-options-services/: a service's page imports its own, so its first load carries one
 * definition and not the eight (1.5 kB gzip); this table gathers them for the module's request kinds and the cards.
 */
export const REQUEST_SERVICES: Record<number, RequestServiceDefinition> = servicesById([
  CASH_WITHDRAWAL_SERVICE,
  REDEMPTION_SERVICE,
  PORTABILITY_SERVICE,
  BPD_SERVICE,
  SELF_SPONSORSHIP_SERVICE,
  EXIT_OPTIONS_SERVICE,
  DISABILITY_REDEMPTION_SERVICE,
  PLAN_WITHDRAWAL_SERVICE,
]);
