import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** A 24x24 stroke icon (paths in the Feather style); decorative, hidden from screen readers. */
function Svg({ paths, size = 20, ...rest }: IconProps & { paths: readonly string[] }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.9}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

const ICONDASHBOARD_PATHS = ['M3 13h8V3H3z', 'M13 21h8V11h-8z', 'M13 3v6h8V3z', 'M3 21h8v-6H3z'];
export const IconDashboard = (props: IconProps) => <Svg paths={ICONDASHBOARD_PATHS} {...props} />;

const ICONUSER_PATHS = ['M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2', 'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z'];
export const IconUser = (props: IconProps) => <Svg paths={ICONUSER_PATHS} {...props} />;

const ICONUSERS_PATHS = [
  'M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2',
  'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  'M23 21v-2a4 4 0 0 0-3-3.87',
  'M16 3.13a4 4 0 0 1 0 7.75',
];
export const IconUsers = (props: IconProps) => <Svg paths={ICONUSERS_PATHS} {...props} />;

const ICONBUILDING_PATHS = ['M3 21h18', 'M5 21V5l7-3v19', 'M19 21V10l-7-3', 'M9 9h.01', 'M9 13h.01', 'M9 17h.01'];
export const IconBuilding = (props: IconProps) => <Svg paths={ICONBUILDING_PATHS} {...props} />;

const ICONLOGOUT_PATHS = ['M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4', 'M16 17l5-5-5-5', 'M21 12H9'];
export const IconLogout = (props: IconProps) => <Svg paths={ICONLOGOUT_PATHS} {...props} />;

const ICONMENU_PATHS = ['M3 12h18', 'M3 6h18', 'M3 18h18'];
export const IconMenu = (props: IconProps) => <Svg paths={ICONMENU_PATHS} {...props} />;

const ICONCHEVRONLEFT_PATHS = ['M15 18l-6-6 6-6'];
export const IconChevronLeft = (props: IconProps) => <Svg paths={ICONCHEVRONLEFT_PATHS} {...props} />;

const ICONEYE_PATHS = ['M1 12s4-8 11-8 11 8 11 8-4 8-11 8S1 12 1 12z', 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z'];
export const IconEye = (props: IconProps) => <Svg paths={ICONEYE_PATHS} {...props} />;

const ICONEYEOFF_PATHS = [
  'M17.94 17.94A10.07 10.07 0 0 1 12 20c-7 0-11-8-11-8a18.45 18.45 0 0 1 5.06-5.94',
  'M9.9 4.24A9.12 9.12 0 0 1 12 4c7 0 11 8 11 8a18.5 18.5 0 0 1-2.16 3.19',
  'M14.12 14.12a3 3 0 1 1-4.24-4.24',
  'M1 1l22 22',
];
export const IconEyeOff = (props: IconProps) => <Svg paths={ICONEYEOFF_PATHS} {...props} />;

const ICONCLOSE_PATHS = ['M18 6L6 18', 'M6 6l12 12'];
export const IconClose = (props: IconProps) => <Svg paths={ICONCLOSE_PATHS} {...props} />;

const ICONSHIELD_PATHS = ['M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z'];
export const IconShield = (props: IconProps) => <Svg paths={ICONSHIELD_PATHS} {...props} />;

const ICONSHIELDCHECK_PATHS = ['M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z', 'M9 12l2 2 4-4'];
export const IconShieldCheck = (props: IconProps) => <Svg paths={ICONSHIELDCHECK_PATHS} {...props} />;

const ICONKEY_PATHS = [
  'M21 2l-2 2m-7.61 7.61a5.5 5.5 0 1 1-7.778 7.778 5.5 5.5 0 0 1 7.777-7.777z',
  'M11.39 11.61L15.5 7.5',
  'M15.5 7.5l3 3L22 7l-3-3',
  'M15.5 7.5L19 4',
];
export const IconKey = (props: IconProps) => <Svg paths={ICONKEY_PATHS} {...props} />;

const ICONCAMERA_PATHS = [
  'M23 19a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4l2-3h6l2 3h4a2 2 0 0 1 2 2z',
  'M12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
];
export const IconCamera = (props: IconProps) => <Svg paths={ICONCAMERA_PATHS} {...props} />;

const ICONCHECK_PATHS = ['M20 6L9 17l-5-5'];
export const IconCheck = (props: IconProps) => <Svg paths={ICONCHECK_PATHS} {...props} />;

const ICONALERT_PATHS = [
  'M12 9v4',
  'M12 17h.01',
  'M10.29 3.86L1.82 18a2 2 0 0 0 1.71 3h16.94a2 2 0 0 0 1.71-3L13.71 3.86a2 2 0 0 0-3.42 0z',
];
export const IconAlert = (props: IconProps) => <Svg paths={ICONALERT_PATHS} {...props} />;

const ICONMAIL_PATHS = ['M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z', 'M22 6l-10 7L2 6'];
export const IconMail = (props: IconProps) => <Svg paths={ICONMAIL_PATHS} {...props} />;

const ICONREFRESH_PATHS = [
  'M23 4v6h-6',
  'M1 20v-6h6',
  'M3.51 9a9 9 0 0 1 14.85-3.36L23 10',
  'M1 14l4.64 4.36A9 9 0 0 0 20.49 15',
];
export const IconRefresh = (props: IconProps) => <Svg paths={ICONREFRESH_PATHS} {...props} />;

const ICONPLUS_PATHS = ['M12 5v14', 'M5 12h14'];
export const IconPlus = (props: IconProps) => <Svg paths={ICONPLUS_PATHS} {...props} />;

const ICONSEARCH_PATHS = ['M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16z', 'M21 21l-4.35-4.35'];
export const IconSearch = (props: IconProps) => <Svg paths={ICONSEARCH_PATHS} {...props} />;

const ICONCOPY_PATHS = [
  'M20 9h-9a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h9a2 2 0 0 0 2-2v-9a2 2 0 0 0-2-2z',
  'M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1',
];
export const IconCopy = (props: IconProps) => <Svg paths={ICONCOPY_PATHS} {...props} />;

const ICONARROWRIGHT_PATHS = ['M5 12h14', 'M12 5l7 7-7 7'];
export const IconArrowRight = (props: IconProps) => <Svg paths={ICONARROWRIGHT_PATHS} {...props} />;

const ICONCLOCK_PATHS = ['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M12 6v6l4 2'];
export const IconClock = (props: IconProps) => <Svg paths={ICONCLOCK_PATHS} {...props} />;
