/** /caseOne ... /caseSix show the featured case stories 1-6. */
export const STORY_PATHS = ['/caseOne', '/caseTwo', '/caseThree', '/caseFour', '/caseFive', '/caseSix'] as const;

export const storySlotOf = (pathname: string): number | null => {
  const i = STORY_PATHS.findIndex((p) => p.toLowerCase() === pathname.replace(/\/$/, '').toLowerCase());
  return i < 0 ? null : i + 1;
};
