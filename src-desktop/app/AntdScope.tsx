import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { theme } from './theme';

/**
 * antd's ConfigProvider (brand theme, antd's own texts in the UI language) around the parts
 * that use antd: pages, the member layout, the login dialog, the error messages. It loads
 * with the first of them (antd-scope.tsx), not with the entry: the home page uses no antd.
 */
export default function AntdScope({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider locale={i18n.language === 'en' ? enUS : zhCN} theme={theme}>
      {children}
    </ConfigProvider>
  );
}
