import * as agreement from './schema/agreement';
import * as attachments from './schema/attachments';
import * as audit from './schema/audit';
import * as auth from './schema/auth';
import * as benefits from './schema/benefits';
import * as chat from './schema/chat';
import * as contributions from './schema/contributions';
import * as dependants from './schema/dependants';
import * as documents from './schema/documents';
import * as economicIndexes from './schema/economic-indexes';
import * as elections from './schema/elections';
import * as emailTemplates from './schema/email-templates';
import * as exemptions from './schema/exemptions';
import * as firstAccess from './schema/first-access';
import * as fund from './schema/fund';
import * as institutes from './schema/institutes';
import * as jobs from './schema/jobs';
import * as investmentProfile from './schema/investment-profile';
import * as invitations from './schema/invitations';
import * as loans from './schema/loans';
import * as maintenance from './schema/maintenance';
import * as news from './schema/news';
import * as notices from './schema/notices';
import * as notifications from './schema/notifications';
import * as people from './schema/people';
import * as plans from './schema/plans';
import * as postalCode from './schema/postal-code';
import * as privacy from './schema/privacy';
import * as profile from './schema/profile';
import * as proofOfLife from './schema/proof-of-life';
import * as quotaValues from './schema/quota-values';
import * as representatives from './schema/representatives';
import * as requests from './schema/requests';
import * as deathReport from './schema/death-report';
import * as reregistration from './schema/reregistration';
import * as retirementPlanning from './schema/retirement-planning';
import * as secondFactor from './schema/second-factor';
import * as sporadicContribution from './schema/sporadic-contribution';
import * as statements from './schema/statements';
import * as taxIncentive from './schema/tax-incentive';
import * as suppliers from './schema/suppliers';
import * as themes from './schema/themes';
import * as workflow from './schema/workflow';

/**
 * Every table, by feature (one file each under schema/; one schema for PGlite and PostgreSQL, architecture.md; money
 * is numeric, never float): the schema the database client hands drizzle for db.query.<table>. Code imports a table
 * from its feature's file.
 */
export const tables = {
  ...people,
  ...profile,
  ...plans,
  ...themes,
  ...auth,
  ...secondFactor,
  ...emailTemplates,
  ...notices,
  ...notifications,
  ...requests,
  ...deathReport,
  ...chat,
  ...maintenance,
  ...audit,
  ...quotaValues,
  ...economicIndexes,
  ...contributions,
  ...sporadicContribution,
  ...statements,
  ...taxIncentive,
  ...retirementPlanning,
  ...proofOfLife,
  ...representatives,
  ...loans,
  ...benefits,
  ...institutes,
  ...jobs,
  ...workflow,
  ...exemptions,
  ...investmentProfile,
  ...dependants,
  ...postalCode,
  ...attachments,
  ...fund,
  ...elections,
  ...documents,
  ...suppliers,
  ...news,
  ...reregistration,
  ...firstAccess,
  ...privacy,
  ...invitations,
  ...agreement,
};
