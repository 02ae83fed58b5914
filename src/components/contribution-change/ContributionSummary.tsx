import { formatBrl, formatPercent } from '@/domain/format-decimal';

interface ContributionSummaryProps {
  title: string;
  forma: 'valor' | 'percentual';
  percentualBasica?: string | null;
  percentualSuplementar?: string | null;
  basica: string;
  suplementar: string;
  total: string;
}

/** One contribution (today's or the new one) as a small table: each part and the monthly total. */
export function ContributionSummary({ title, forma, percentualBasica, percentualSuplementar, basica, suplementar, total }: ContributionSummaryProps) {
  return (
    <table className="w-full text-left text-gray-900 dark:text-gray-100">
      <caption className="mb-2 text-left text-lg font-semibold">{title}</caption>
      <tbody className="divide-y divide-gray-200 dark:divide-gray-700">
        {forma === 'percentual' ? (
          <>
            <tr>
              <th scope="row" className="py-2 pr-3 font-normal">
                Básica ({formatPercent(percentualBasica ?? '0')})
              </th>
              <td className="py-2 text-right tabular-nums">{formatBrl(basica)}</td>
            </tr>
            <tr>
              <th scope="row" className="py-2 pr-3 font-normal">
                Suplementar ({formatPercent(percentualSuplementar ?? '0')})
              </th>
              <td className="py-2 text-right tabular-nums">{formatBrl(suplementar)}</td>
            </tr>
          </>
        ) : null}
        <tr>
          <th scope="row" className="py-2 pr-3 font-semibold">
            Total por mês
          </th>
          <td className="py-2 text-right font-semibold tabular-nums">{formatBrl(total)}</td>
        </tr>
      </tbody>
    </table>
  );
}
