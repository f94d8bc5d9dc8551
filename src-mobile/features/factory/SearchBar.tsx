import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A search box that searches on submit (the keyboard's search key) and clears with one tap. What
 * can be searched by goes in `hint`, a line under the box: as a placeholder it was cut off at 375 px.
 */
export function SearchBar({ placeholder, hint, initial = '', onSearch, name = 'keyword' }: { placeholder: string; hint?: string; initial?: string; onSearch: (v: string) => void; name?: string }) {
  const { t } = useTranslation('factory');
  const hintId = useId();
  const [value, setValue] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(value.trim());
  };
  return (
    <>
      <form className="h5-fac-search" role="search" onSubmit={submit}>
        <input
          className="h5-fac-input h5-fac-search__input"
          type="search"
          enterKeyHint="search"
          name={name}
          aria-label={t('search.label')}
          aria-describedby={hint ? hintId : undefined}
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
      {hint && (
        <p className="h5-fac-search__hint" id={hintId}>
          {hint}
        </p>
      )}
    </>
  );
}
