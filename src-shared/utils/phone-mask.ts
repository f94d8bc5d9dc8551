/** Spec: the mask shows the first 3 digits and the digits from position 7 on (138****0001). */
export function maskPhone(mobile: string): string {
  if (!mobile || mobile.length < 8) return mobile;
  return `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
}
