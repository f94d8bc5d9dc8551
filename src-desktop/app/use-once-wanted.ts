import { useState } from 'react';

/** Mounted from the first time `wanted` is true, then kept (so closing animations can run). */
export function useOnceWanted(wanted: boolean) {
  const [mounted, setMounted] = useState(false);
  if (wanted && !mounted) setMounted(true);
  return mounted || wanted;
}
