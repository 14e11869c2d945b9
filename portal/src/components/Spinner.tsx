import { T } from '../messages';

export function Spinner({ size = 20 }: { size?: number }) {
  return <span className="spinner" style={{ width: size, height: size }} aria-hidden="true" />;
}

/** The loading state of a screen or a section: 'Carregando...'. */
export function Loading({ text = T.common.loading, fullPage }: { text?: string; fullPage?: boolean }) {
  return (
    <div className={fullPage ? 'loading loading-page' : 'loading'} role="status" aria-live="polite">
      <Spinner size={fullPage ? 36 : 22} />
      <span>{text}</span>
    </div>
  );
}
