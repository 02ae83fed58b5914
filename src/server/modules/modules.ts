import type { AnyModule } from '../kernel/module';
import { agreementModule } from './agreement/module';
import { attachmentsModule } from './attachments/module';
import { auditModule } from './audit/module';
import { authModule } from './auth/module';
import { benefitSimulatorModule } from './benefit-simulator/module';
import { benefitsModule } from './benefits/module';
import { chatModule } from './chat/module';
import { contributionChangeModule } from './contribution-change/module';
import { dashboardModule } from './dashboard/module';
import { declarationsModule } from './declarations/module';
import { dependantsModule } from './dependants/module';
import { documentsModule } from './documents/module';
import { economicIndexesModule } from './economic-indexes/module';
import { electionsModule } from './elections/module';
import { emailTemplatesModule } from './email-templates/module';
import { exemptionsModule } from './exemptions/module';
import { exitOptionsModule } from './exit-options/module';
import { extractsModule } from './extracts/module';
import { financialEducationModule } from './financial-education/module';
import { firstAccessModule } from './first-access/module';
import { representativesModule } from './representatives/module';
import { forcedPasswordChangeModule } from './forced-password-change/module';
import { fundContactModule } from './fund-contact/module';
import { healthModule } from './health/module';
import { importsModule } from './imports/module';
import { institutesModule } from './institutes/module';
import { investmentProfileModule } from './investment-profile/module';
import { invitationsModule } from './invitations/module';
import { loansModule } from './loans/module';
import { maintenanceModule } from './maintenance/module';
import { newsModule } from './news/module';
import { notificationsModule } from './notifications/module';
import { onboardingManagementModule } from './onboarding-management/module';
import { onboardingModule } from './onboarding/module';
import { peopleModule } from './people/module';
import { plansModule } from './plans/module';
import { postalCodeModule } from './postal-code/module';
import { privacyModule } from './privacy/module';
import { profileModule } from './profile/module';
import { proofOfLifeModule } from './proof-of-life/module';
import { quotaValuesModule } from './quota-values/module';
import { requestsModule } from './requests/module';
import { reregistrationModule } from './reregistration/module';
import { secondFactorModule } from './second-factor/module';
import { sporadicContributionModule } from './sporadic-contribution/module';
import { statementsModule } from './statements/module';
import { suppliersModule } from './suppliers/module';
import { taxIncentiveModule } from './tax-incentive/module';
import { retirementPlanningModule } from './retirement-planning/module';
import { taxRegimeModule } from './tax-regime/module';
import { themesModule } from './themes/module';
import { workflowModule } from './workflow/module';
import { noticesModule } from './notices/module';
import { deathReportModule } from './death-report/module';

/**
 * Every server module, listed once. The order is the order of their routes in the OpenAPI document (docs/openapi.json
 * is compared byte for byte); services are built in the order their needs ask, whatever their place here.
 */
export const MODULES: readonly AnyModule[] = [
  healthModule,
  authModule,
  secondFactorModule,
  plansModule,
  peopleModule,
  profileModule,
  dependantsModule,
  notificationsModule,
  requestsModule,
  workflowModule,
  institutesModule,
  declarationsModule,
  contributionChangeModule,
  taxIncentiveModule,
  retirementPlanningModule,
  proofOfLifeModule,
  investmentProfileModule,
  chatModule,
  fundContactModule,
  attachmentsModule,
  maintenanceModule,
  dashboardModule,
  extractsModule,
  statementsModule,
  onboardingModule,
  postalCodeModule,
  sporadicContributionModule,
  importsModule,
  firstAccessModule,
  quotaValuesModule,
  economicIndexesModule,
  benefitSimulatorModule,
  taxRegimeModule,
  exitOptionsModule,
  loansModule,
  electionsModule,
  documentsModule,
  suppliersModule,
  newsModule,
  reregistrationModule,
  privacyModule,
  invitationsModule,
  agreementModule,
  forcedPasswordChangeModule,
  auditModule,
  emailTemplatesModule,
  themesModule,
  onboardingManagementModule,
  financialEducationModule,
  benefitsModule,
  exemptionsModule,
  noticesModule,
  deathReportModule,
  representativesModule,
];
