import { useEffect, useRef } from 'react';
import type { SocketPageData, SocketParts } from '../../src/shared/page-data/socket.js';
import { translator } from '../../src/shared/messages.js';
import { Breadcrumb } from '../layout/breadcrumb.js';
import { HeadingRule } from '../layout/heading-rule.js';
import { navigate } from '../navigation.js';
import { Part } from '../part.js';
import type { ViewProps } from '../view-module.js';

/**
 * A socket: what it is, the processors on it, its chipsets and its boards. Everything below the
 * heading is facts, links and GET forms, drawn on the server (views/parts/socket.tsx), so the page
 * works without JavaScript and ships no code of its own beyond this: with JavaScript, a choice in
 * the boards' filter shows its boards at once, as the form's button would.
 */
export default function SocketPage({ data, parts, locale }: ViewProps<SocketPageData, SocketParts>) {
  const t = translator(locale);
  const title = t('socket.title', { socket: data.socket.name });
  const page = useRef<HTMLElement>(null);
  useEffect(() => {
    const root = page.current;
    if (!root) return;
    const follow = (event: Event) => {
      const form = (event.target as Element).closest<HTMLFormElement>('form.platform-form');
      if (!form || !(event.target instanceof HTMLSelectElement)) return;
      // What the button would send, without the empty fields a plain submit writes.
      const fields = [...new FormData(form)].filter(([, value]) => value !== '') as [string, string][];
      const query = new URLSearchParams(fields).toString();
      navigate(`${new URL(form.action).pathname}${query ? `?${query}` : ''}`, { keepScroll: true });
    };
    root.addEventListener('change', follow);
    return () => root.removeEventListener('change', follow);
  }, []);
  return (
    <article className="platform-page" ref={page}>
      <Breadcrumb locale={locale} current={title} />
      <h1>{title}</h1>
      <HeadingRule />
      <Part parts={parts} name="body" />
    </article>
  );
}
