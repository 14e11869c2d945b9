/** File names for what the portal saves: certificates, reports, CSV exports. */

/** A file-name-safe slug of a title: 'NR-35 Trabalho em Altura' -> 'nr-35-trabalho-em-altura'. */
export function fileSlug(text: string, fallback = 'arquivo'): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || fallback
  );
}

/** 'prefix-2026-11-22.csv': an export's file name dated in São Paulo's calendar (spec §9 CSV exports). */
export function datedFileName(prefix: string, extension = 'csv', at = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(at);
  return `${prefix}-${day}.${extension}`;
}
