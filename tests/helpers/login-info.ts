/** A signed-in enterprise member as the login command answers it, for session-store and client tests; tokens vary per test. */
export function loginInfo(token: string, refreshToken: string) {
  return {
    token,
    refreshToken,
    fullName: 'Zhang Wei',
    mobile: '13800000001',
    workFunction: null,
    memberCode: 'M1',
    companyName: 'Demo',
    companyCode: 'C1',
    memberType: 'enterprise' as const,
    authList: [],
  };
}
