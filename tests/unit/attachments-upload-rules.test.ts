import { describe, expect, it } from 'vitest';
import { isAcceptedType } from '@/domain/attachments-file-rules';
import { acceptedTypeOf, cleanFileName, contentAgreesWithName } from '@/domain/attachments-upload-rules';

describe('acceptedTypeOf', () => {
  it('maps the extensions of spec §5 to their accept-list entry, as the drop zone does', () => {
    expect(acceptedTypeOf('Foto.JPEG')).toBe('image/*');
    expect(acceptedTypeOf('extrato.pdf')).toBe('application/pdf');
    expect(acceptedTypeOf('docs.zip')).toBe('application/zip');
    expect(acceptedTypeOf('reuniao.mp4')).toBe('video/*');
    expect(acceptedTypeOf('planilha.xlsx')).toBeNull();
    expect(acceptedTypeOf('programa.exe')).toBeNull();
    for (const name of ['a.png', 'a.jpg', 'a.pdf', 'a.zip', 'a.mp4']) expect(isAcceptedType({ name, type: '' })).toBe(acceptedTypeOf(name) !== null);
  });
});

describe('contentAgreesWithName', () => {
  it('wants the sniffed type inside the extension’s entry', () => {
    expect(contentAgreesWithName('a.pdf', 'application/pdf')).toBe(true);
    expect(contentAgreesWithName('a.pdf', 'application/x-msdownload')).toBe(false);
    expect(contentAgreesWithName('a.jpg', 'image/png')).toBe(true);
    expect(contentAgreesWithName('a.mp4', 'video/mp4')).toBe(true);
    expect(contentAgreesWithName('a.mp4', 'image/png')).toBe(false);
    expect(contentAgreesWithName('a.zip', undefined)).toBe(false);
  });
});

describe('cleanFileName', () => {
  it('keeps only the base name, without control characters', () => {
    expect(cleanFileName('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(cleanFileName('C:\\Users\\ana\\rg.png')).toBe('rg.png');
    expect(cleanFileName('a\u0000b\n.pdf')).toBe('ab.pdf');
    expect(cleanFileName('   ')).toBe('');
  });
});
