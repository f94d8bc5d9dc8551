/**
 * The gateway client is UI-kit free; each build registers how to show an
 * error (antd message / antd-mobile Toast) and how to ask for a login again.
 */
/** A gateway refusal comes with its field: a build may act on it instead of showing the text. */
export type ErrorPresenter = (text: string, field?: string) => void;
export type LoginRequiredHandler = (info: { code: 14 | 15; cmd: string }) => void;

let presenter: ErrorPresenter = (t) => console.warn(t);
let loginRequired: LoginRequiredHandler = () => undefined;

export function setErrorPresenter(fn: ErrorPresenter) {
  presenter = fn;
}
export function setLoginRequiredHandler(fn: LoginRequiredHandler) {
  loginRequired = fn;
}
export const presentError = (text: string, field?: string) => presenter(text, field);
export const onLoginRequired = (info: { code: 14 | 15; cmd: string }) => loginRequired(info);
