/**
 * Scrolling for `scrollIntoView`: smooth, or an instant jump when the person asked the system for
 * reduced motion (CSS `scroll-behavior` cannot override a script's explicit `smooth`).
 */
export function scrollBehavior(): ScrollBehavior {
  const reduce = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduce ? 'auto' : 'smooth';
}
