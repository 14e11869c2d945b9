import { type IconProps, Svg } from './Svg';

/**
 * Outline drawings in the Feather style (1.9 stroke), the portal's: sized by the caller (`size`).
 */

/** The outline set's drawings: paths at the slightly lighter stroke they were drawn for. */
function Outline({ paths, ...props }: IconProps & { paths: readonly string[] }) {
  return (
    <Svg strokeWidth={1.9} {...props}>
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </Svg>
  );
}

const ICONDASHBOARD_PATHS = ['M3 13h8V3H3z', 'M13 21h8V11h-8z', 'M13 3v6h8V3z', 'M3 21h8v-6H3z'];
export const IconDashboard = (props: IconProps) => <Outline paths={ICONDASHBOARD_PATHS} {...props} />;

const ICONUSER_PATHS = ['M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2', 'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z'];
export const IconUser = (props: IconProps) => <Outline paths={ICONUSER_PATHS} {...props} />;

const ICONUSERS_PATHS = [
  'M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2',
  'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  'M23 21v-2a4 4 0 0 0-3-3.87',
  'M16 3.13a4 4 0 0 1 0 7.75',
];
export const IconUsers = (props: IconProps) => <Outline paths={ICONUSERS_PATHS} {...props} />;

const ICONBUILDING_PATHS = ['M3 21h18', 'M5 21V5l7-3v19', 'M19 21V10l-7-3', 'M9 9h.01', 'M9 13h.01', 'M9 17h.01'];
export const IconBuilding = (props: IconProps) => <Outline paths={ICONBUILDING_PATHS} {...props} />;

const ICONLOGOUT_PATHS = ['M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4', 'M16 17l5-5-5-5', 'M21 12H9'];
export const IconLogout = (props: IconProps) => <Outline paths={ICONLOGOUT_PATHS} {...props} />;

const ICONMENU_PATHS = ['M3 12h18', 'M3 6h18', 'M3 18h18'];
export const IconMenu = (props: IconProps) => <Outline paths={ICONMENU_PATHS} {...props} />;

const ICONEYE_PATHS = ['M1 12s4-8 11-8 11 8 11 8-4 8-11 8S1 12 1 12z', 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z'];
export const IconEye = (props: IconProps) => <Outline paths={ICONEYE_PATHS} {...props} />;

const ICONEYEOFF_PATHS = [
  'M17.94 17.94A10.07 10.07 0 0 1 12 20c-7 0-11-8-11-8a18.45 18.45 0 0 1 5.06-5.94',
  'M9.9 4.24A9.12 9.12 0 0 1 12 4c7 0 11 8 11 8a18.5 18.5 0 0 1-2.16 3.19',
  'M14.12 14.12a3 3 0 1 1-4.24-4.24',
  'M1 1l22 22',
];
export const IconEyeOff = (props: IconProps) => <Outline paths={ICONEYEOFF_PATHS} {...props} />;

const ICONSHIELD_PATHS = ['M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z'];
export const IconShield = (props: IconProps) => <Outline paths={ICONSHIELD_PATHS} {...props} />;

const ICONKEY_PATHS = [
  'M21 2l-2 2m-7.61 7.61a5.5 5.5 0 1 1-7.778 7.778 5.5 5.5 0 0 1 7.777-7.777z',
  'M11.39 11.61L15.5 7.5',
  'M15.5 7.5l3 3L22 7l-3-3',
  'M15.5 7.5L19 4',
];
export const IconKey = (props: IconProps) => <Outline paths={ICONKEY_PATHS} {...props} />;

const ICONCAMERA_PATHS = [
  'M23 19a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4l2-3h6l2 3h4a2 2 0 0 1 2 2z',
  'M12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
];
export const IconCamera = (props: IconProps) => <Outline paths={ICONCAMERA_PATHS} {...props} />;

const ICONCHECK_PATHS = ['M20 6L9 17l-5-5'];
export const IconCheck = (props: IconProps) => <Outline paths={ICONCHECK_PATHS} {...props} />;

const ICONALERT_PATHS = [
  'M12 9v4',
  'M12 17h.01',
  'M10.29 3.86L1.82 18a2 2 0 0 0 1.71 3h16.94a2 2 0 0 0 1.71-3L13.71 3.86a2 2 0 0 0-3.42 0z',
];
export const IconAlert = (props: IconProps) => <Outline paths={ICONALERT_PATHS} {...props} />;

const ICONMAIL_PATHS = ['M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z', 'M22 6l-10 7L2 6'];
export const IconMail = (props: IconProps) => <Outline paths={ICONMAIL_PATHS} {...props} />;

const ICONREFRESH_PATHS = [
  'M23 4v6h-6',
  'M1 20v-6h6',
  'M3.51 9a9 9 0 0 1 14.85-3.36L23 10',
  'M1 14l4.64 4.36A9 9 0 0 0 20.49 15',
];
export const IconRefresh = (props: IconProps) => <Outline paths={ICONREFRESH_PATHS} {...props} />;

const ICONPLUS_PATHS = ['M12 5v14', 'M5 12h14'];
export const IconPlus = (props: IconProps) => <Outline paths={ICONPLUS_PATHS} {...props} />;

const ICONSEARCH_PATHS = ['M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16z', 'M21 21l-4.35-4.35'];
export const IconSearch = (props: IconProps) => <Outline paths={ICONSEARCH_PATHS} {...props} />;

const ICONCOPY_PATHS = [
  'M20 9h-9a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h9a2 2 0 0 0 2-2v-9a2 2 0 0 0-2-2z',
  'M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1',
];
export const IconCopy = (props: IconProps) => <Outline paths={ICONCOPY_PATHS} {...props} />;

const ICONARROWRIGHT_PATHS = ['M5 12h14', 'M12 5l7 7-7 7'];
export const IconArrowRight = (props: IconProps) => <Outline paths={ICONARROWRIGHT_PATHS} {...props} />;

const ICONCLOCK_PATHS = ['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M12 6v6l4 2'];
export const IconClock = (props: IconProps) => <Outline paths={ICONCLOCK_PATHS} {...props} />;

// courses

const ICONARROWUP_PATHS = ['M12 19V5', 'M5 12l7-7 7 7'];
export const IconArrowUp = (props: IconProps) => <Outline paths={ICONARROWUP_PATHS} {...props} />;

const ICONARROWDOWN_PATHS = ['M12 5v14', 'M19 12l-7 7-7-7'];
export const IconArrowDown = (props: IconProps) => <Outline paths={ICONARROWDOWN_PATHS} {...props} />;

const ICONTRASH_PATHS = [
  'M3 6h18',
  'M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2',
  'M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6',
  'M10 11v6',
  'M14 11v6',
];
export const IconTrash = (props: IconProps) => <Outline paths={ICONTRASH_PATHS} {...props} />;

const ICONBOOK_PATHS = [
  'M4 19.5A2.5 2.5 0 0 1 6.5 17H20',
  'M6.5 2H20v20H6.5A2.5 2.5 0 0 1 4 19.5v-15A2.5 2.5 0 0 1 6.5 2z',
];
export const IconBook = (props: IconProps) => <Outline paths={ICONBOOK_PATHS} {...props} />;

const ICONAWARD_PATHS = ['M12 15a7 7 0 1 0 0-14 7 7 0 0 0 0 14z', 'M8.21 13.89L7 23l5-3 5 3-1.21-9.12'];
export const IconAward = (props: IconProps) => <Outline paths={ICONAWARD_PATHS} {...props} />;

const ICONDOWNLOAD_PATHS = ['M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4', 'M7 10l5 5 5-5', 'M12 15V3'];
export const IconDownload = (props: IconProps) => <Outline paths={ICONDOWNLOAD_PATHS} {...props} />;

const ICONFILE_PATHS = ['M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z', 'M14 2v6h6'];
export const IconFile = (props: IconProps) => <Outline paths={ICONFILE_PATHS} {...props} />;

const ICONPLAY_PATHS = ['M5 3l14 9-14 9V3z'];
export const IconPlay = (props: IconProps) => <Outline paths={ICONPLAY_PATHS} {...props} />;

const ICONEDIT_PATHS = ['M12 20h9', 'M16.5 3.5a2.12 2.12 0 0 1 3 3L7 19l-4 1 1-4L16.5 3.5z'];
export const IconEdit = (props: IconProps) => <Outline paths={ICONEDIT_PATHS} {...props} />;

const ICONCLIPBOARD_PATHS = [
  'M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2',
  'M15 2H9a1 1 0 0 0-1 1v2a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1V3a1 1 0 0 0-1-1z',
  'M9 14l2 2 4-4',
];
export const IconClipboard = (props: IconProps) => <Outline paths={ICONCLIPBOARD_PATHS} {...props} />;

const ICONACTIVITY_PATHS = ['M22 12h-4l-3 9L9 3l-3 9H2'];
export const IconActivity = (props: IconProps) => <Outline paths={ICONACTIVITY_PATHS} {...props} />;

const ICONUPLOAD_PATHS = ['M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4', 'M17 8l-5-5-5 5', 'M12 3v12'];
export const IconUpload = (props: IconProps) => <Outline paths={ICONUPLOAD_PATHS} {...props} />;

const ICONBARCHART_PATHS = ['M12 20V10', 'M18 20V4', 'M6 20v-4'];
export const IconBarChart = (props: IconProps) => <Outline paths={ICONBARCHART_PATHS} {...props} />;

// reports, settings, backup and logs

const ICONPIECHART_PATHS = ['M21.21 15.89A10 10 0 1 1 8 2.83', 'M22 12A10 10 0 0 0 12 2v10z'];
export const IconPieChart = (props: IconProps) => <Outline paths={ICONPIECHART_PATHS} {...props} />;

const ICONSETTINGS_PATHS = [
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  'M19.4 15a1.65 1.65 0 0 0 .33 1.82l.06.06a2 2 0 1 1-2.83 2.83l-.06-.06a1.65 1.65 0 0 0-1.82-.33 1.65 1.65 0 0 0-1 1.51V21a2 2 0 1 1-4 0v-.09A1.65 1.65 0 0 0 9 19.4a1.65 1.65 0 0 0-1.82.33l-.06.06a2 2 0 1 1-2.83-2.83l.06-.06a1.65 1.65 0 0 0 .33-1.82 1.65 1.65 0 0 0-1.51-1H3a2 2 0 1 1 0-4h.09A1.65 1.65 0 0 0 4.6 9a1.65 1.65 0 0 0-.33-1.82l-.06-.06a2 2 0 1 1 2.83-2.83l.06.06a1.65 1.65 0 0 0 1.82.33H9a1.65 1.65 0 0 0 1-1.51V3a2 2 0 1 1 4 0v.09a1.65 1.65 0 0 0 1 1.51 1.65 1.65 0 0 0 1.82-.33l.06-.06a2 2 0 1 1 2.83 2.83l-.06.06a1.65 1.65 0 0 0-.33 1.82V9a1.65 1.65 0 0 0 1.51 1H21a2 2 0 1 1 0 4h-.09a1.65 1.65 0 0 0-1.51 1z',
];
export const IconSettings = (props: IconProps) => <Outline paths={ICONSETTINGS_PATHS} {...props} />;

const ICONDATABASE_PATHS = [
  'M12 8c4.97 0 9-1.34 9-3s-4.03-3-9-3-9 1.34-9 3 4.03 3 9 3z',
  'M21 12c0 1.66-4 3-9 3s-9-1.34-9-3',
  'M3 5v14c0 1.66 4 3 9 3s9-1.34 9-3V5',
];
export const IconDatabase = (props: IconProps) => <Outline paths={ICONDATABASE_PATHS} {...props} />;

const ICONLIST_PATHS = ['M8 6h13', 'M8 12h13', 'M8 18h13', 'M3 6h.01', 'M3 12h.01', 'M3 18h.01'];
export const IconList = (props: IconProps) => <Outline paths={ICONLIST_PATHS} {...props} />;

const ICONTRENDINGUP_PATHS = ['M23 6l-9.5 9.5-5-5L1 18', 'M17 6h6v6'];
export const IconTrendingUp = (props: IconProps) => <Outline paths={ICONTRENDINGUP_PATHS} {...props} />;

const ICONPOWER_PATHS = ['M18.36 6.64a9 9 0 1 1-12.73 0', 'M12 2v10'];
export const IconPower = (props: IconProps) => <Outline paths={ICONPOWER_PATHS} {...props} />;
