import { describe, expect, it } from 'vitest';
import { createPdfDocument, toWinAnsi } from '@/server/documents/pdf-document';
import { pdfText } from '../api/pdf-text';

describe('toWinAnsi', () => {
  it('keeps Portuguese and WinAnsi punctuation, drops control characters and replaces the rest', () => {
    expect(toWinAnsi('Ação é côngrua — “ok” R$\u00a01,00')).toBe('Ação é côngrua — “ok” R$\u00a01,00');
    expect(toWinAnsi('Oi\u0000 😀 漢')).toBe('Oi ? ?');
    expect(toWinAnsi('linha 1\nlinha 2')).toBe('linha 1\nlinha 2');
  });
});

describe('createPdfDocument', () => {
  it('repeats a long table’s header on every page and numbers the pages', async () => {
    const pdf = await createPdfDocument({ title: 'Extrato de teste', subject: 'teste', createdAt: new Date('2026-11-22T12:00:00Z') });
    pdf.title('Extrato de teste');
    pdf.heading('Contribuições');
    pdf.table(
      [
        { header: 'Competência', width: 1 },
        { header: 'Valor', width: 1, align: 'right' },
      ],
      Array.from({ length: 120 }, (_, index) => [`linha ${index + 1}`, `R$ ${index},00`]),
    );
    pdf.heading('Vazia');
    pdf.table([{ header: 'Nada', width: 1 }], [], 'Nenhum registro.');
    const file = await pdf.toBuffer();
    const lines = pdfText(file).split('\n');
    const pages = lines.filter((line) => /^Página \d+ de \d+$/.test(line));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages.at(-1)).toBe(`Página ${pages.length} de ${pages.length}`);
    expect(lines.filter((line) => line === 'Competência')).toHaveLength(pages.length);
    expect(lines.filter((line) => /^linha \d+$/.test(line))).toHaveLength(120);
    expect(lines).toContain('Nenhum registro.');
    expect(lines.filter((line) => line === 'Previdência · Portal do Participante')).toHaveLength(pages.length);
  });

  it('puts the fund’s name in every header on one line (a long one without the portal’s), draws the plan’s logo as a figure, and streams', async () => {
    const pdf = await createPdfDocument({ title: 'Informe de rendimentos 2025', subject: 'teste', createdAt: new Date('2026-11-22T12:00:00Z'), fundName: 'Fundação Exemplo de Previdência Complementar dos Empregados das Empresas Associadas' });
    pdf.planMark('Mais Valor', '#1D4ED8');
    pdf.title('Informe');
    const chunks: Buffer[] = [];
    const stream = pdf.toStream();
    for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
    const file = Buffer.concat(chunks);
    const lines = pdfText(file).split('\n');
    expect(lines).toContain('Fundação Exemplo de Previdência Complementar dos Empregados das Empresas Associadas');
    expect(lines).toContain('Informe de rendimentos 2025');
    expect(lines).toContain('Mais Valor');
    expect(file.toString('latin1')).toMatch(/\/Alt \(Logotipo do plano Mais Valor\)/);
    const short = await createPdfDocument({ title: 'T', subject: 't', createdAt: new Date(), fundName: 'Fundo' });
    expect(pdfText(await short.toBuffer()).split('\n')).toContain('Fundo · Portal do Participante');
  });
});
