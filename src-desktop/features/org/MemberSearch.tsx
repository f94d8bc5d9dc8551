import { Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** The member lists' search box (name or mobile); answers the trimmed text on search. */
export function MemberSearch({ onSearch }: { onSearch: (keyword: string) => void }) {
  const { t } = useTranslation('org');
  return <Input.Search name="keyword" aria-label={t('member.search')} placeholder={t('member.search')} allowClear style={{ width: 260 }} onSearch={(v) => onSearch(v.trim())} />;
}
