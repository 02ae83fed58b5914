import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@/domain/constants';
import {
  checkDrop,
  fileRejectionCodes,
  formatFileSize,
  isAcceptedType,
  isContentTypeAccepted,
  PROOF_OF_ADDRESS_ACCEPT,
  PROOF_OF_ADDRESS_FILES,
  PROOF_OF_ADDRESS_TYPE_MESSAGE,
  rejectionMessage,
  REJECTION_MESSAGES,
  UPLOAD_ACCEPT,
} from '@/domain/attachments-file-rules';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('file-drop rules (spec §5)', () => {
  it.each([
    ['foto.png', 'image/png'],
    ['foto.JPG', 'image/jpeg'],
    ['scan.heic', 'image/heic'],
    ['documento.pdf', 'application/pdf'],
    ['pacote.zip', 'application/zip'],
    ['video.mp4', 'video/mp4'],
    ['video.webm', 'video/webm'],
  ])('accepts %s (%s)', (name, type) => {
    expect(isAcceptedType(file(name, type))).toBe(true);
  });

  it('accepts by extension when the browser gives no content type, and by content type whatever the name', () => {
    expect(isAcceptedType(file('documento.PDF', ''))).toBe(true);
    expect(isAcceptedType(file('sem-extensao', 'image/png'))).toBe(true);
    expect(isAcceptedType(file('clip', 'video/quicktime'))).toBe(true);
  });

  it.each([
    ['planilha.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['texto.txt', 'text/plain'],
    ['programa.exe', 'application/x-msdownload'],
    ['sem-tipo', ''],
  ])('refuses %s with file-invalid-type', (name, type) => {
    expect(fileRejectionCodes(file(name, type))).toEqual(['file-invalid-type']);
  });

  it('takes up to 629145600 bytes and refuses one more with file-too-large', () => {
    expect(fileRejectionCodes(file('a.pdf', 'application/pdf', MAX_UPLOAD_BYTES))).toEqual([]);
    expect(fileRejectionCodes(file('a.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1))).toEqual(['file-too-large']);
  });

  it('refuses an empty file with file-too-small', () => {
    expect(fileRejectionCodes(file('a.pdf', 'application/pdf', 0))).toEqual(['file-too-small']);
  });

  it('takes a single file: two files are both rejected with too-many-files', () => {
    expect(checkDrop([file('a.pdf', 'application/pdf')])).toEqual({ accepted: [file('a.pdf', 'application/pdf')], rejected: [] });
    const drop = checkDrop([file('a.pdf', 'application/pdf'), file('b.txt', 'text/plain')]);
    expect(drop.accepted).toEqual([]);
    expect(drop.rejected.map(({ codes }) => codes)).toEqual([['too-many-files'], ['file-invalid-type', 'too-many-files']]);
  });

  it('has a Portuguese message for every code', () => {
    expect(Object.keys(REJECTION_MESSAGES).sort()).toEqual(['file-invalid-type', 'file-too-large', 'file-too-small', 'too-many-files']);
    expect(rejectionMessage('file-too-large')).toBe('O arquivo passa de 600MB. Envie um arquivo menor.');
    expect(rejectionMessage('outro')).toBe('Não foi possível usar este arquivo. Escolha outro.');
  });

  it('formats sizes the Brazilian way', () => {
    expect(formatFileSize(900)).toBe('900 bytes');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(MAX_UPLOAD_BYTES)).toBe('600 MB');
  });
});

describe('the proof of address: an image or a PDF, never a video or an archive (issue 26)', () => {
  it.each([
    ['conta-de-luz.pdf', 'application/pdf'],
    ['conta.jpg', 'image/jpeg'],
    ['conta.png', 'image/png'],
    ['foto.heic', ''],
  ])('the drop zone takes %s', (name, type) => {
    expect(isAcceptedType(file(name, type), PROOF_OF_ADDRESS_ACCEPT)).toBe(true);
  });

  it.each([
    ['video.mp4', 'video/mp4'],
    ['gravacao.mov', ''],
    ['pacote.zip', 'application/zip'],
  ])('the drop zone refuses %s, which any other document field takes', (name, type) => {
    expect(isAcceptedType(file(name, type), PROOF_OF_ADDRESS_ACCEPT)).toBe(false);
    expect(isAcceptedType(file(name, type), UPLOAD_ACCEPT)).toBe(true);
  });

  it('the server checks the content type it sniffed at upload', () => {
    for (const type of ['application/pdf', 'image/jpeg', 'image/png', 'image/webp']) expect(isContentTypeAccepted(type, PROOF_OF_ADDRESS_ACCEPT), type).toBe(true);
    for (const type of ['video/mp4', 'video/quicktime', 'application/zip', 'text/plain', '']) expect(isContentTypeAccepted(type, PROOF_OF_ADDRESS_ACCEPT), type).toBe(false);
  });

  it('says in Portuguese which formats it takes, in the hint and in the refusal', () => {
    expect(PROOF_OF_ADDRESS_FILES.hint).toBe('Formatos válidos: PNG, JPG ou PDF até 600MB');
    expect(PROOF_OF_ADDRESS_FILES.rejectionMessages['file-invalid-type']).toBe(PROOF_OF_ADDRESS_TYPE_MESSAGE);
    expect(PROOF_OF_ADDRESS_TYPE_MESSAGE).toBe('Envie o comprovante de endereço como imagem (PNG ou JPG) ou PDF. Vídeos e arquivos ZIP não são aceitos.');
  });
});
