/**
 * antd's Input, Password and Search from their own modules, for pages on a first-load budget:
 * antd's `Input` export carries TextArea, Search and OTP as statics (`Input.Password` needs that
 * object), ~7 kB gzip a sign-in form or a list's search box never shows. Same components, same props.
 */
export { default as Input } from 'antd/es/input/Input';
export { default as Password } from 'antd/es/input/Password';
export { default as Search } from 'antd/es/input/Search';
