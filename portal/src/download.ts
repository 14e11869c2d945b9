/**
 * Saves a downloaded Blob under a file name (certificates, reports): an object URL and a temporary
 * <a download>, revoked once the browser had time to start the download.
 */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** A file-name-safe slug of a title: 'NR-35 Trabalho em Altura' -> 'nr-35-trabalho-em-altura'. */
export function fileSlug(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'arquivo'
  );
}

/** 'prefix-2026-11-22.csv': an export's file name dated in São Paulo's calendar (spec §9 CSV exports). */
export function datedFileName(prefix: string, extension = 'csv', at = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(at);
  return `${prefix}-${day}.${extension}`;
}
