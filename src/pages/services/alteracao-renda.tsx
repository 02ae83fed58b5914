import { IncomeChangePage } from '@/components/benefits/IncomeChangePage';

export default IncomeChangePage;
