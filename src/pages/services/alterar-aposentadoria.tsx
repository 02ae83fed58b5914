import { IncomeChangePage } from '@/components/benefits/IncomeChangePage';

// The spec lists both routes for the same service (31): one page, two addresses.
export default IncomeChangePage;
