/** A link that looks like an antd button and moves inside the app without reloading. */
import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler } from 'react-router';

export function LinkButton({ to, ...props }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLElement>(to);
  return <Button {...props} href={href} onClick={onClick} />;
}
