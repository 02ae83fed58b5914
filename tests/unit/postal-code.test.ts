import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CEP_LOOKUP_DEBOUNCE_MS, cepDigits, createCepLookupScheduler, shouldLookUpCep } from '@/domain/postal-code';

describe('shouldLookUpCep (spec §5: only at 8 digits)', () => {
  it('looks up a complete code, with or without the mask', () => {
    expect(shouldLookUpCep('01310-100', null)).toBe(true);
    expect(shouldLookUpCep('01310100', null)).toBe(true);
  });

  it('does not look up an incomplete code', () => {
    expect(shouldLookUpCep('', null)).toBe(false);
    expect(shouldLookUpCep('01310-10', null)).toBe(false);
  });

  it('does not look up again the code whose address is already on screen', () => {
    expect(shouldLookUpCep('01310-100', '01310100')).toBe(false);
    expect(shouldLookUpCep('01310-200', '01310100')).toBe(true);
  });

  it('keeps only the first 8 digits', () => {
    expect(cepDigits('01310-1009')).toBe('01310100');
  });
});

describe('createCepLookupScheduler (spec §9: 1000 ms debounce)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 1 s after the last change before looking up', () => {
    const lookUp = vi.fn();
    const scheduler = createCepLookupScheduler(lookUp);
    expect(CEP_LOOKUP_DEBOUNCE_MS).toBe(1000);
    scheduler.onChange('01310-100');
    vi.advanceTimersByTime(999);
    expect(lookUp).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(lookUp).toHaveBeenCalledExactlyOnceWith('01310100');
  });

  it('restarts the wait on each change and looks up only the last code', () => {
    const lookUp = vi.fn();
    const scheduler = createCepLookupScheduler(lookUp);
    scheduler.onChange('01310-100');
    vi.advanceTimersByTime(600);
    scheduler.onChange('01310-200');
    vi.advanceTimersByTime(600);
    expect(lookUp).not.toHaveBeenCalled();
    vi.advanceTimersByTime(400);
    expect(lookUp).toHaveBeenCalledExactlyOnceWith('01310200');
  });

  it('cancels the pending lookup when a digit is deleted before the second is up', () => {
    const lookUp = vi.fn();
    const scheduler = createCepLookupScheduler(lookUp);
    scheduler.onChange('01310-100');
    vi.advanceTimersByTime(500);
    scheduler.onChange('01310-10');
    vi.advanceTimersByTime(2000);
    expect(lookUp).not.toHaveBeenCalled();
  });

  it('does not repeat the lookup of the same code, but does after it changed', () => {
    const lookUp = vi.fn();
    const scheduler = createCepLookupScheduler(lookUp);
    scheduler.onChange('01310-100');
    vi.advanceTimersByTime(1000);
    scheduler.onChange('01310-100');
    vi.advanceTimersByTime(1000);
    expect(lookUp).toHaveBeenCalledTimes(1);
    scheduler.onChange('04538-133');
    vi.advanceTimersByTime(1000);
    expect(lookUp).toHaveBeenLastCalledWith('04538133');
  });

  it('cancel stops a pending lookup (the form went away)', () => {
    const lookUp = vi.fn();
    const scheduler = createCepLookupScheduler(lookUp);
    scheduler.onChange('04538-133');
    scheduler.cancel();
    vi.advanceTimersByTime(5000);
    expect(lookUp).not.toHaveBeenCalled();
  });
});
