/**
 * The gateway client is UI-kit free; each build registers how to show an
 * error (antd message / antd-mobile Toast) and how to ask for a login again.
 */
export type ErrorPresenter = (text: string) => void;
export type LoginRequiredHandler = (info: { code: 14 | 15; cmd: string }) => void;
/** The company requires a second factor the member has not set up (1003 on secondFactorSetup, decision 0051). */
export type SecondFactorSetupHandler = (info: { cmd: string }) => void;

let presenter: ErrorPresenter = (t) => console.warn(t);
let loginRequired: LoginRequiredHandler = () => undefined;
let secondFactorSetup: SecondFactorSetupHandler = () => undefined;

export function setErrorPresenter(fn: ErrorPresenter) {
  presenter = fn;
}
export function setLoginRequiredHandler(fn: LoginRequiredHandler) {
  loginRequired = fn;
}
export const presentError = (text: string) => presenter(text);
export const onLoginRequired = (info: { code: 14 | 15; cmd: string }) => loginRequired(info);
export function setSecondFactorSetupHandler(fn: SecondFactorSetupHandler) {
  secondFactorSetup = fn;
}
export const onSecondFactorSetup = (info: { cmd: string }) => secondFactorSetup(info);
