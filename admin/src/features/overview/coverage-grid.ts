import type { CoverageRow, EntityInfo, Language } from '../../api/types';

/** One cell of the heatmap: an entity in a target language. */
export interface CoverageCell {
  languageId: string;
  total: number;
  translated: number;
  percent: number;
  outdated: number;
}

export interface CoverageLine {
  entity: string;
  label: string;
  cells: CoverageCell[];
}

/**
 * Arranges GET /coverage rows as entity lines by language columns, in the order of GET /entities and
 * of the languages given. A pair the report does not hold becomes an empty cell (no records).
 */
export function coverageGrid(entities: EntityInfo[], languages: Language[], rows: CoverageRow[]): CoverageLine[] {
  const byKey = new Map(rows.map((row) => [`${row.entity}|${row.languageId}`, row]));
  const reported = new Set(rows.map((row) => row.entity));
  return entities
    .filter((entity) => reported.has(entity.name))
    .map((entity) => ({
      entity: entity.name,
      label: entity.label,
      cells: languages.map((language) => {
        const row = byKey.get(`${entity.name}|${language.id}`);
        const total = row?.total ?? 0;
        const translated = row?.translated ?? 0;
        // From the counts rather than the report's rounded percentage, so 239 of 240 never reads 100 %.
        const percent = total > 0 ? (translated / total) * 100 : 0;
        return { languageId: language.id, total, translated, percent, outdated: row?.outdated ?? 0 };
      }),
    }));
}

/** The heatmap colour band of a percentage: 0 (nothing), 1..4 rising, 5 complete and current. */
export function coverageBand(cell: Pick<CoverageCell, 'percent' | 'total'> & Partial<Pick<CoverageCell, 'outdated'>>): number {
  if (cell.total === 0) return -1;
  // Complete but with outdated translations is not done yet.
  if (cell.percent >= 100) return (cell.outdated ?? 0) > 0 ? 4 : 5;
  if (cell.percent <= 0) return 0;
  return Math.min(4, 1 + Math.floor(cell.percent / 25));
}
