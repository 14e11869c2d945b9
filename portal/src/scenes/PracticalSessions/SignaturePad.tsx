import { type PointerEvent, type Ref, useEffect, useImperativeHandle, useRef } from 'react';

/**
 * The exported image's size, whatever the screen: a fixed bitmap keeps every signature alike on
 * the attendance list and a few KB as PNG, far under the server's 200 KB.
 */
const WIDTH = 600;
const HEIGHT = 240;
const LINE_WIDTH = 4;
const INK = '#0f172a';

/**
 * A blank sheet with the pen ready. White, not transparent: the image is evidence and must read
 * the same on any background.
 */
function blank(ctx: CanvasRenderingContext2D | null | undefined) {
  if (!ctx) return;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  ctx.strokeStyle = INK;
  ctx.fillStyle = INK;
  ctx.lineWidth = LINE_WIDTH;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
}

export interface SignaturePadHandle {
  clear(): void;
  /** The drawing as a PNG data URL, or null while nothing is drawn. */
  toDataUrl(): string | null;
}

export interface SignaturePadProps {
  ref?: Ref<SignaturePadHandle>;
  /** The canvas's accessible name. */
  label: string;
  /** The id of the text that offers another way to confirm. */
  describedBy?: string;
  disabled?: boolean;
  onInkChange(hasInk: boolean): void;
}

/**
 * A drawing area for a signature with Pointer Events, so a finger, a pen and a mouse all draw;
 * `touch-action: none` (Attendance.css) keeps a finger from scrolling the page instead. One
 * pointer draws at a time: a palm or a second finger on the glass is ignored.
 */
export function SignaturePad({ ref, label, describedBy, disabled = false, onInkChange }: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const stroke = useRef<{ id: number; x: number; y: number } | null>(null);
  const inked = useRef(false);

  const context = () => canvasRef.current?.getContext('2d') ?? null;

  const setInk = (value: boolean) => {
    if (inked.current === value) return;
    inked.current = value;
    onInkChange(value);
  };

  useEffect(() => blank(canvasRef.current?.getContext('2d')), []);

  useImperativeHandle(ref, () => ({
    clear() {
      stroke.current = null;
      blank(context());
      setInk(false);
    },
    toDataUrl: () => (inked.current ? (canvasRef.current?.toDataURL('image/png') ?? null) : null),
  }));

  /** The pointer's place in the bitmap, which the page shows scaled to its width. */
  const at = (e: { clientX: number; clientY: number }) => {
    const rect = (canvasRef.current as HTMLCanvasElement).getBoundingClientRect();
    return { x: ((e.clientX - rect.left) * WIDTH) / rect.width, y: ((e.clientY - rect.top) * HEIGHT) / rect.height };
  };

  const down = (e: PointerEvent<HTMLCanvasElement>) => {
    if (disabled || !e.isPrimary || (e.pointerType === 'mouse' && e.button !== 0)) return;
    const ctx = context();
    if (!ctx) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    const p = at(e);
    ctx.beginPath();
    ctx.arc(p.x, p.y, LINE_WIDTH / 2, 0, Math.PI * 2);
    ctx.fill();
    stroke.current = { id: e.pointerId, ...p };
    setInk(true);
  };

  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    const last = stroke.current;
    const ctx = context();
    if (!last || last.id !== e.pointerId || !ctx) return;
    // A fast finger moves further between frames than one event says: the coalesced ones fill in.
    const native = e.nativeEvent;
    const points = typeof native.getCoalescedEvents === 'function' ? native.getCoalescedEvents() : [];
    ctx.beginPath();
    ctx.moveTo(last.x, last.y);
    let p = last as { x: number; y: number };
    for (const point of points.length ? points : [native]) {
      p = at(point);
      ctx.lineTo(p.x, p.y);
    }
    ctx.stroke();
    stroke.current = { id: last.id, ...p };
  };

  const up = (e: PointerEvent<HTMLCanvasElement>) => {
    if (stroke.current?.id === e.pointerId) stroke.current = null;
  };

  return (
    <canvas
      ref={canvasRef}
      className="signature-pad"
      width={WIDTH}
      height={HEIGHT}
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
      onLostPointerCapture={up}
    />
  );
}
