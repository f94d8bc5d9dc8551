import { i18next } from '#shared/i18n/i18n';

/**
 * antd's icons announce their English file names ("down", "eye-invisible", "ellipsis") as images,
 * whatever the page's language. They are decoration beside a label, so each is hidden from
 * assistive technology; a control whose only content is an icon (the password eye, the tabs'
 * "more" button) is named instead, in the page's language, from common:icon.<name>.
 */
const ICON = '.anticon[role="img"][aria-label]';
// An <a> without href has no role that may carry a name (antd's pagination "•••" jumps are such, titled by their <li>).
const CONTROL = 'button, a[href], [role="button"]';

function nameIcon(icon: Element) {
  const name = icon.getAttribute('aria-label') ?? '';
  icon.setAttribute('aria-hidden', 'true');
  icon.removeAttribute('role');
  icon.setAttribute('data-icon-name', name);
  icon.removeAttribute('aria-label');
  const control = icon.closest(CONTROL);
  if (!control || control.textContent?.trim()) return;
  // A control the app named itself keeps its name; one named by the icon alone is (re)named.
  if (control.hasAttribute('aria-label') && !control.hasAttribute('data-icon-named')) return;
  const label = i18next.t(`common:icon.${name}`, { defaultValue: '' });
  if (!label) return;
  control.setAttribute('aria-label', label);
  control.setAttribute('data-icon-named', name);
}

function renameAll() {
  for (const control of document.querySelectorAll('[data-icon-named]')) {
    const label = i18next.t(`common:icon.${control.getAttribute('data-icon-named')}`, { defaultValue: '' });
    if (label) control.setAttribute('aria-label', label);
  }
}

let watching = false;

export function watchIconNames() {
  if (watching || typeof MutationObserver === 'undefined') return;
  watching = true;
  const scan = (root: ParentNode) => {
    if (root instanceof Element && root.matches(ICON)) nameIcon(root);
    for (const icon of root.querySelectorAll(ICON)) nameIcon(icon);
  };
  scan(document);
  new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'attributes') {
        // antd swaps the password eye's icon (and its aria-label) when it is pressed.
        if (r.target instanceof Element && r.target.matches(ICON)) nameIcon(r.target);
        continue;
      }
      for (const n of r.addedNodes) if (n instanceof Element) scan(n);
    }
  }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
  i18next.on('languageChanged', renameAll);
}
