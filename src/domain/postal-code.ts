/** Postal-code (CEP) lookup rules of spec §5 and §9: only a complete code is looked up, 1 s after it last changed. */

export const CEP_LOOKUP_DEBOUNCE_MS = 1000;
export const CEP_DIGITS = 8;

export const CORREIOS_CEP_SEARCH_URL = 'https://buscacepinter.correios.com.br/app/endereco/index.php';

export function cepDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, CEP_DIGITS);
}

/** A code is looked up when it has its 8 digits and differs from the one whose address is already on screen. */
export function shouldLookUpCep(value: string, lastLookedUp: string | null): boolean {
  const digits = cepDigits(value);
  return digits.length === CEP_DIGITS && digits !== lastLookedUp;
}

export interface CepLookupScheduler {
  /** Call on every change of the field; the lookup runs once the code has stood still for the delay. */
  onChange(value: string): void;
  cancel(): void;
}

/**
 * Debounce without React: each change cancels the pending lookup; when the timer fires the code is checked
 * again, so typing a 9th key or deleting one in the meantime does nothing.
 */
export function createCepLookupScheduler(lookUp: (digits: string) => void, delayMs = CEP_LOOKUP_DEBOUNCE_MS): CepLookupScheduler {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastLookedUp: string | null = null;
  return {
    onChange(value) {
      clearTimeout(timer);
      timer = undefined;
      if (!shouldLookUpCep(value, lastLookedUp)) return;
      const digits = cepDigits(value);
      timer = setTimeout(() => {
        timer = undefined;
        lastLookedUp = digits;
        lookUp(digits);
      }, delayMs);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
