import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DEVICE_LIST_PATH } from './model-path';
import '../../components/visually-hidden.css';

/** Search by model number (or name): goes to the list filtered by the keyword. */
export function ModelSearch({ initial = '' }: { initial?: string }) {
  const { t } = useTranslation('device');
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState(initial);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const k = keyword.trim().slice(0, 40);
    navigate(k ? `${DEVICE_LIST_PATH}?keyword=${encodeURIComponent(k)}` : DEVICE_LIST_PATH);
  };
  return (
    <form className="h5-device-search" role="search" onSubmit={onSubmit}>
      <label className="h5-visually-hidden" htmlFor="device-keyword">
        {t('search.label')}
      </label>
      <input
        id="device-keyword"
        className="h5-device-search__input"
        name="keyword"
        type="search"
        enterKeyHint="search"
        maxLength={40}
        autoComplete="off"
        placeholder={t('search.placeholder')}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
      />
      <button className="h5-device-search__button" type="submit">
        {t('search.submit')}
      </button>
    </form>
  );
}
