import type { Option } from '#shared/contract/factory';
import '../../components/visually-hidden.css';

/** Several choices as toggle chips (real checkboxes underneath, so keyboards and screen readers work). */
export function ChoiceChips({ name, label, options, value, onChange, describedBy }: { name: string; label: string; options: Option[]; value: string[]; onChange: (v: string[]) => void; describedBy?: string }) {
  return (
    <fieldset className="h5-fac-chips" aria-describedby={describedBy}>
      <legend className="h5-fac-label">{label}</legend>
      {options.map((o) => {
        const on = value.includes(o.value);
        return (
          <label key={o.value} className={on ? 'h5-fac-chip h5-fac-chip--on' : 'h5-fac-chip'}>
            <input type="checkbox" className="h5-visually-hidden" name={name} value={o.value} checked={on} onChange={() => onChange(on ? value.filter((x) => x !== o.value) : [...value, o.value])} />
            {o.label}
          </label>
        );
      })}
    </fieldset>
  );
}
