import type { SocketPageData, SocketParts } from '../../src/shared/page-data/socket.js';
import { translator } from '../../src/shared/messages.js';
import { Breadcrumb } from '../layout/breadcrumb.js';
import { HeadingRule } from '../layout/heading-rule.js';
import { Part } from '../part.js';
import type { ViewProps } from '../view-module.js';

/**
 * A socket: what it is, the processors on it, its chipsets and its boards. Everything below the
 * heading is facts, links and GET forms, drawn on the server (views/parts/socket.tsx), so the page
 * works without JavaScript and ships no code of its own beyond this.
 */
export default function SocketPage({ data, parts, locale }: ViewProps<SocketPageData, SocketParts>) {
  const t = translator(locale);
  const title = t('socket.title', { socket: data.socket.name });
  return (
    <article className="platform-page">
      <Breadcrumb locale={locale} current={title} />
      <h1>{title}</h1>
      <HeadingRule />
      <Part parts={parts} name="body" />
    </article>
  );
}
