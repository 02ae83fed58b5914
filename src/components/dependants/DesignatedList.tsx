import { formatCpf } from '@/domain/cpf';
import { formatPercent } from '@/domain/format-decimal';
import type { BeneficiarioIndicado } from '@/services/dependants';

const dash = '—';
const phone = (digits: string) => digits.replace(/^(\d{2})(\d{4,5})(\d{4})$/, '($1) $2-$3');
const contactOf = (item: BeneficiarioIndicado) => [item.email, item.telefone ? phone(item.telefone) : null].filter(Boolean).join(' · ') || dash;

/** Designated beneficiaries: a table from the md breakpoint on, cards below it (five columns do not fit a phone). */
export function DesignatedList({ beneficiarios, label }: { beneficiarios: BeneficiarioIndicado[]; label: string }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-gray-900/5 md:block dark:bg-gray-900 dark:ring-white/10">
        <table className="w-full text-left text-sm" aria-label={label}>
          <thead className="bg-gray-50 text-gray-700 dark:bg-gray-800 dark:text-gray-300">
            <tr>
              {['Nome', 'CPF', 'Parentesco', 'Contato'].map((heading) => (
                <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                  {heading}
                </th>
              ))}
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Participação
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200 text-gray-900 dark:divide-gray-800 dark:text-gray-100">
            {beneficiarios.map((item) => (
              <tr key={item.cpf}>
                <td className="px-4 py-3 font-semibold">{item.nome}</td>
                <td className="px-4 py-3 whitespace-nowrap">{formatCpf(item.cpf)}</td>
                <td className="px-4 py-3">{item.parentesco}</td>
                <td className="px-4 py-3 break-all">{contactOf(item)}</td>
                <td className="px-4 py-3 text-right whitespace-nowrap">{formatPercent(item.percentual)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-4 md:hidden" aria-label={label}>
        {beneficiarios.map((item) => (
          <li key={item.cpf} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10">
            <p className="font-semibold text-gray-900 dark:text-white">{item.nome}</p>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              {(
                [
                  ['CPF', formatCpf(item.cpf)],
                  ['Parentesco', item.parentesco],
                  ['Participação', formatPercent(item.percentual)],
                  ['Contato', contactOf(item)],
                ] as const
              ).map(([name, value]) => (
                <div key={name} className="min-w-0">
                  <dt className="text-gray-700 dark:text-gray-300">{name}</dt>
                  <dd className="font-medium break-words text-gray-900 dark:text-gray-100">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
