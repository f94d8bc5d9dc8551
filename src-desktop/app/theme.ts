import type { ThemeConfig } from 'antd';

/** Brand theme: a sober industrial-internet look around the primary blue #1656d8. */
export const BRAND = '#1656d8';

export const fontFamily =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', 'Helvetica Neue', Arial, sans-serif";

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND,
    colorInfo: BRAND,
    colorLink: BRAND,
    colorSuccess: '#13a36f',
    colorWarning: '#e08a00',
    colorError: '#d83a3a',
    colorTextBase: '#1b2433',
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
      groupTitleColor: '#8a94a6',
      groupTitleFontSize: 12,
    },
    Button: {
      primaryShadow: 'none',
      fontWeight: 500,
    },
  },
};
