import { createRequire } from 'node:module';

/**
 * The names of Brazilian banks by their COMPE code, from the Banco Central list that `bancos-brasileiros` ships
 * (513 banks, 370 kB of JSON). Read here, on the server, so the list never reaches the browser's bundle.
 */
interface BankEntry {
  COMPE: string;
  LongName: string;
}

const SMALL_WORDS = new Set(['de', 'do', 'da', 'dos', 'das', 'e']);

/** 'ITAÚ UNIBANCO S.A.' → 'Itaú Unibanco S.A.'; short acronyms ('BTG', 'XP', 'C6') and abbreviations ('S.A.') keep their case. */
export function readableBankName(name: string): string {
  if (name !== name.toUpperCase()) return name.trim();
  return name
    .trim()
    .split(/\s+/)
    .map((word, index) => {
      const lower = word.toLocaleLowerCase('pt-BR');
      if (index > 0 && SMALL_WORDS.has(lower)) return lower;
      if (word.includes('.') || word.length <= 3) return word;
      return lower.charAt(0).toLocaleUpperCase('pt-BR') + lower.slice(1);
    })
    .join(' ');
}

let namesByCode: Map<string, string> | null = null;

function names(): Map<string, string> {
  if (!namesByCode) {
    // require() of a JSON file drops the byte-order mark this file starts with; JSON.parse would not.
    const entries = createRequire(import.meta.url)('bancos-brasileiros/bancos.json') as BankEntry[];
    namesByCode = new Map(entries.map((entry) => [entry.COMPE, readableBankName(entry.LongName)]));
  }
  return namesByCode;
}

/** The bank's name for a COMPE code ('341' or '0341'); null when the code is empty or not in the list. */
export function bankName(code: string | null): string | null {
  if (!code) return null;
  const digits = code.trim();
  if (!/^\d{1,4}$/.test(digits)) return null;
  return names().get(digits.padStart(3, '0').slice(-3)) ?? null;
}
