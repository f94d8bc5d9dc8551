/**
 * antd's Input and Password from their own modules, for pages on a first-load budget: antd's
 * `Input` export carries TextArea, Search and OTP as statics (`Input.Password` needs that
 * object), ~7 kB gzip a sign-in form never shows. Same components, same props.
 */
export { default as Input } from 'antd/es/input/Input';
export { default as Password } from 'antd/es/input/Password';
