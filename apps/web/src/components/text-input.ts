/**
 * antd's text field and text area from their own modules. antd's `Input` carries Search, Password,
 * OTP and Group along (~4 kB of JS) to every page that imports it for a plain field (issue #14).
 */
export { default as TextInput, type InputProps, type InputRef } from 'antd/es/input/Input';
export { default as TextArea } from 'antd/es/input/TextArea';
