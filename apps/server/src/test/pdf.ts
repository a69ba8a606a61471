import PDFDocument from 'pdfkit';

/** A small A4 PDF of `pages` pages, each naming its number. */
export function pdf(pages: number): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    for (let page = 1; page <= pages; page++) {
      if (page > 1) doc.addPage();
      doc.fontSize(40).text(`Vaarta — page ${page}`, 60, 80);
    }
    doc.end();
  });
}
