import { EditableRows, newRowKey } from '@/components/forms/EditableRows';
import { TextField } from '@/components/ui/TextField';
import { INSTITUTE_LIMITS } from '@/domain/institutes';

export interface VestingRow {
  key: string;
  anos: string;
  percentual: string;
}

/** The vesting table: from how many years in the plan, what share of the sponsor's balance. */
export function VestingRows({ rows, onChange, errors }: { rows: VestingRow[]; onChange: (rows: VestingRow[]) => void; errors: Record<string, string> }) {
  return (
    <EditableRows
      legend="Vesting da parte da patrocinadora"
      rows={rows}
      onChange={onChange}
      maxRows={INSTITUTE_LIMITS.vestingSteps.max}
      rowClassName="grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:grid-cols-[10rem_10rem_auto] sm:justify-start"
      newRow={() => ({ key: newRowKey('faixa'), anos: '', percentual: '' })}
      addLabel="Adicionar faixa"
      removeLabel={(index) => `Remover a faixa ${index + 1}`}
      renderRow={(row, index, update) => (
        <>
          <TextField
            label={`Faixa ${index + 1}: anos de plano`}
            inputMode="numeric"
            maxLength={2}
            value={row.anos}
            error={errors[`vestingPatrocinadora/${index}/anos`]}
            onChange={(event) => update({ anos: event.target.value })}
          />
          <TextField
            label={`Faixa ${index + 1}: percentual (%)`}
            inputMode="decimal"
            maxLength={6}
            value={row.percentual}
            error={errors[`vestingPatrocinadora/${index}/percentual`]}
            onChange={(event) => update({ percentual: event.target.value })}
          />
        </>
      )}
      footer={<p className="text-sm text-gray-700 dark:text-gray-300">A partir dos anos de cada faixa vale o seu percentual; antes da primeira, nada. A última faixa dá 100 %.</p>}
    />
  );
}
