/** A desk action that needs a few words on record (a refund sent, a request withdrawn): the text, then the call. */
import { Alert, Input, Modal } from 'antd';
import { useState } from 'react';
import { failureText } from '../../lib/http/api-error';

export function ReasonDialog(props: {
  title: string;
  intro: string;
  label: string;
  placeholder: string;
  okText: string;
  pending: boolean;
  error: unknown;
  onSubmit(text: string): void;
  onClose(): void;
}) {
  const [text, setText] = useState('');
  return (
    <Modal
      open
      title={props.title}
      okText={props.okText}
      cancelText="취소"
      okButtonProps={{ loading: props.pending, disabled: text.trim().length < 2 }}
      onCancel={props.onClose}
      onOk={() => props.onSubmit(text.trim())}
    >
      <p>{props.intro}</p>
      <label htmlFor="reason-dialog-text">{props.label}</label>
      <Input.TextArea
        id="reason-dialog-text"
        value={text}
        maxLength={200}
        onChange={(event) => setText(event.target.value)}
        placeholder={props.placeholder}
      />
      {props.error != null && (
        <Alert type="error" showIcon title={failureText(props.error, '요청을 처리하지 못했습니다.')} />
      )}
    </Modal>
  );
}
