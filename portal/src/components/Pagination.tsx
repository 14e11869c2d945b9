import { T } from '../messages';
import './Pagination.css';

/** Anterior / 'X / Y' / Próxima, only when there is more than one page; moves are clamped. */
export function Pagination({
  page,
  totalPages,
  onPage,
  label,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** What is paged, for screen readers ('Paginação dos logs'). */
  label: string;
}) {
  if (totalPages <= 1) return null;
  const go = (target: number) => onPage(Math.min(Math.max(1, target), totalPages));
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => go(page - 1)} disabled={page <= 1}>
        {T.common.previous}
      </button>
      <span className="pagination-pager" aria-current="page">
        {T.common.pager(page, totalPages)}
      </span>
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        onClick={() => go(page + 1)}
        disabled={page >= totalPages}
      >
        {T.common.next}
      </button>
    </nav>
  );
}
