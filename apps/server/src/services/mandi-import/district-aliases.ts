/**
 * Spellings the government's daily price data uses for districts that the catalogue names
 * otherwise and does not list among the district's own aliases, by state as the catalogue
 * names it: the data's spelling, then the catalogue's district. Spellings that differ only in
 * doubled letters, spaces or '&' match without being listed (see spellingKey).
 */
export const DISTRICT_ALIASES: Record<string, [alias: string, district: string][]> = {
  Telangana: [
    ['Rangareddi', 'Ranga Reddy'],
    ['Mahbubnagar', 'Mahabubnagar'],
    ['Warangal(Urban)', 'Hanumakonda'],
    ['Warangal(Rural)', 'Warangal'],
    ['Medak(Sangareddy)', 'Sangareddy'],
  ],
  'Andhra Pradesh': [
    ['Vizianagram', 'Vizianagaram'],
    ['Nellore(SPSR)', 'Sri Potti Sriramulu Nellore'],
  ],
  Karnataka: [['Chamrajnagar', 'Chamarajanagara']],
};
