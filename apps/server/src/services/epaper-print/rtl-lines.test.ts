import { describe, expect, it } from 'vitest';
import { rtlLines } from './rtl-lines.ts';

const byLength = (printed: string) => [...printed].length;
const runsOf = (text: string, width = Infinity) =>
  rtlLines(text, width, byLength).map((line) => line.runs.map((run) => run.text));

describe('right-to-left lines for print', () => {
  it('keeps numbers left to right inside Urdu, which is handed over in reading order', () => {
    expect(runsOf('انڈر 19 کرکٹ')).toEqual([[' کرکٹ', '19', 'انڈر ']]);
  });

  it('hands Urdu digits over reversed, since fontkit turns any Arabic-script run around', () => {
    expect(runsOf('سال ۲۰۲۶ میں')).toEqual([[' میں', '۶۲۰۲', 'سال ']]);
  });

  it('keeps an English name whole and in order', () => {
    expect(runsOf('شہر Hyderabad Metro کا')).toEqual([[' کا', 'Hyderabad Metro', 'شہر ']]);
  });

  it('mirrors brackets in Urdu text', () => {
    expect(runsOf('شہر (حیدرآباد) میں')).toEqual([['شہر )حیدرآباد( میں']]);
  });

  it('breaks between words at the given width, first words on the first line', () => {
    expect(runsOf('ایک دو تین چار', 8)).toEqual([['ایک دو'], ['تین چار']]);
  });
});
