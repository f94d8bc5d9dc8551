/** Model numbers as the pages use them: IBX100, ibx-100 and "IBX 100" all name IBX-100 (as the gateway does). */
export function normalizeModel(raw: string): string {
  const s = raw
    .trim()
    .toUpperCase()
    .replace(/\.HTML?$/, '')
    .replace(/[\s_]+/g, '-');
  const m = /^([A-Z]+)-?(\d.*)$/.exec(s);
  return m ? `${m[1]}-${m[2]}` : s;
}

export const DEVICE_LIST_PATH = '/mobile/device';
export const devicePath = (model: string) => `${DEVICE_LIST_PATH}/${encodeURIComponent(normalizeModel(model))}`;
