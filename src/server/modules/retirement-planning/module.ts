import { defineModule } from '../../kernel/module';
import { retirementPlanningRoutes } from './routes';
import { createRetirementPlanningService } from './service';

export const retirementPlanningModule = defineModule({
  name: 'retirement-planning',
  needs: ['benefit-simulator', 'tax-incentive', 'notices'],
  service: ({ db, clock }, needs) => createRetirementPlanningService(db, { simulator: needs['benefit-simulator'], taxIncentive: needs['tax-incentive'], notices: needs.notices }, clock),
  routes: (service) => retirementPlanningRoutes(service),
  recurringJobs: (service) => [
    {
      name: 'retirement-planning.monthly',
      // The first day of each month, early: the month's projection of every saved goal.
      cron: '0 6 1 * *',
      description:
        'No primeiro dia de cada mês, registra a projeção de cada meta de aposentadoria contra a meta (o histórico do planejamento) e avisa quem pediu quando a projeção fica mais de 10 % abaixo da meta.',
      handler: (occurrence) => service.recordMonth(occurrence),
    },
  ],
});
