import { useCommand } from '#shared/api/useCommand';
import { getMobileNationCodeSelect } from '#shared/contract/refs/account';
import { useLang } from '../../components/useLang';

/** Country codes from the gateway, labelled in the current language; +86 alone while loading or on failure. */
export function useNationCodes() {
  const lang = useLang();
  const q = useCommand(getMobileNationCodeSelect, {}, { deps: [lang] });
  return q.data && q.data.length ? q.data : [{ value: '86', label: '+86' }];
}
