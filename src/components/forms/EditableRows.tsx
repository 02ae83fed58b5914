import type { ReactNode } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/Button';

/** A row of an editable list: a stable key so that React keeps each row's inputs (and focus) as rows come and go. */
export interface EditableRow {
  key: string;
}

let rowCounter = 0;

/** A key no other row of the page has. */
export function newRowKey(prefix = 'nova'): string {
  rowCounter += 1;
  return `${prefix}-${rowCounter}`;
}

interface EditableRowsProps<Row extends EditableRow> {
  legend: string;
  rows: Row[];
  onChange: (rows: Row[]) => void;
  /** The row's fields; `update` merges a change into this row. */
  renderRow: (row: Row, index: number, update: (change: Partial<Row>) => void) => ReactNode;
  newRow: (rows: Row[]) => Row;
  addLabel: string;
  /** The accessible name of a row's remove button ('Remover a faixa 2'). */
  removeLabel: (index: number) => string;
  /** Rows that cannot be removed below this count. */
  minRows?: number;
  maxRows?: number;
  /** The grid of a row: its fields, then the remove button (a literal class list, for Tailwind to see). */
  rowClassName: string;
  /** Between the rows and the add button (a running total, a hint). */
  footer?: ReactNode;
}

/**
 * A list of rows edited in place (composition of a profile, answers of a question, vesting steps): each row's fields,
 * a labelled remove button per row (44 px target) and an add button, all reachable by keyboard.
 */
export function EditableRows<Row extends EditableRow>({ legend, rows, onChange, renderRow, newRow, addLabel, removeLabel, minRows = 1, maxRows, rowClassName, footer }: EditableRowsProps<Row>) {
  const update = (key: string) => (change: Partial<Row>) => onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const canAdd = maxRows === undefined || rows.length < maxRows;
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-semibold text-gray-900 dark:text-gray-100">{legend}</legend>
      {rows.map((row, index) => (
        <div key={row.key} className={`grid items-end gap-2 ${rowClassName}`}>
          {renderRow(row, index, update(row.key))}
          <Button
            variant="ghost"
            size="sm"
            aria-label={removeLabel(index)}
            disabled={rows.length <= minRows}
            onClick={() => onChange(rows.filter((item) => item.key !== row.key))}
            icon={<Trash2 aria-hidden="true" className="size-5" />}
          />
        </div>
      ))}
      {footer}
      {canAdd ? (
        <Button variant="ghost" size="sm" icon={<Plus aria-hidden="true" className="size-4" />} onClick={() => onChange([...rows, newRow(rows)])}>
          {addLabel}
        </Button>
      ) : null}
    </fieldset>
  );
}
