export * from './compact';
export * from './outline';
export type { IconProps } from './Svg';
