import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** A search box that searches on submit (the keyboard's search key) and clears with one tap. */
export function SearchBar({ placeholder, initial = '', onSearch, name = 'keyword' }: { placeholder: string; initial?: string; onSearch: (v: string) => void; name?: string }) {
  const { t } = useTranslation('factory');
  const [value, setValue] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form className="h5-fac-search" role="search" onSubmit={submit}>
      <input
        className="h5-fac-input h5-fac-search__input"
        type="search"
        enterKeyHint="search"
        name={name}
        aria-label={t('search.label')}
        placeholder={placeholder}
        maxLength={50}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      {value ? (
        <button
          type="button"
          className="h5-fac-search__clear"
          aria-label={t('search.clear')}
          onClick={() => {
            setValue('');
            onSearch('');
          }}
        >
          ×
        </button>
      ) : null}
      <button type="submit" className="h5-fac-search__go">
        {t('search.submit')}
      </button>
    </form>
  );
}
