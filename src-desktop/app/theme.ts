import type { ThemeConfig } from 'antd';

/** Brand theme: a sober industrial-internet look around the primary blue #1656d8. */
export const BRAND = '#1656d8';

export const fontFamily = "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', 'Helvetica Neue', Arial, sans-serif";

/**
 * Text tones that meet WCAG 2.2 AA (4.5:1) on white and on the layout grey #f4f6fa; the same
 * values are the CSS variables in global.css (--portal-text-*) and the H5 theme's --adm-color-*.
 * antd derives its greys from colorTextBase by transparency (help text, counters and
 * descriptions at 45 %, placeholders at 25 %: 2.7:1 and 1.7:1), so they are set outright.
 */
export const TEXT_SECONDARY = '#4a5468';
export const TEXT_MUTED = '#5b6680';
export const TEXT_PLACEHOLDER = '#677084';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND,
    colorInfo: BRAND,
    colorLink: BRAND,
    colorSuccess: '#13a36f',
    colorWarning: '#e08a00',
    colorError: '#d83a3a',
    // The seeds above make antd's fills and borders; text in those colours takes a darker shade.
    colorSuccessText: '#0b7d54',
    colorWarningText: '#9a5b00',
    colorErrorText: '#c62828',
    colorTextBase: '#1b2433',
    colorTextSecondary: TEXT_SECONDARY,
    colorTextTertiary: TEXT_MUTED,
    colorTextDescription: TEXT_MUTED,
    colorTextPlaceholder: TEXT_PLACEHOLDER,
    colorTextLabel: TEXT_SECONDARY,
    colorIcon: TEXT_MUTED,
    // The glow round a focused input, select or picker: antd's 10 % tints are barely visible, so
    // the keyboard's place was shown by a 1 px border colour alone (WCAG 2.4.7 / 1.4.11).
    controlOutline: 'rgba(22, 86, 216, 0.35)',
    colorErrorOutline: 'rgba(216, 58, 58, 0.35)',
    colorWarningOutline: 'rgba(224, 138, 0, 0.4)',
    colorBgLayout: '#f4f6fa',
    borderRadius: 4,
    fontFamily,
    fontSize: 14,
    controlHeight: 34,
  },
  components: {
    Menu: {
      horizontalItemSelectedColor: BRAND,
      itemSelectedColor: BRAND,
      itemSelectedBg: '#eaf1ff',
      itemHoverColor: BRAND,
      horizontalLineHeight: '62px',
      groupTitleColor: TEXT_MUTED,
      groupTitleFontSize: 12,
    },
    Button: {
      primaryShadow: 'none',
      fontWeight: 500,
    },
  },
};
