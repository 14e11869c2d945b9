import type { ReactNode, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  /** Width and height: pixels, or a CSS length; 1em (the size of the text around it) by default. */
  size?: number | string;
};

/**
 * An inline 24x24 icon in currentColor, so nothing needs an icon font or asset (the widgets also
 * render inside a shadow root); decorative, hidden from screen readers.
 */
export function Svg({
  size = '1em',
  filled = false,
  children,
  ...props
}: IconProps & { filled?: boolean; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
