import type { ElementProps } from '../internal/elementProps';
import { formatPostDate } from './formatPostDate';

/** What {@link PostDate} itself reads. */
interface PostDateOwnProps {
  /** ISO date or timestamp. */
  date: string;
  /** Extra class for the `<time>` element. */
  className?: string;
}

/** Props of {@link PostDate}: its own and every other `<time>` attribute, `ref` included. */
export type PostDateProps = ElementProps<'time', PostDateOwnProps>;

/**
 * A post's date as `<time dateTime="…">14 March 2026</time>`; an invalid date renders nothing.
 * Takes `ref` and spreads the rest of its props onto its root `<time>` (packages/ui/README.md,
 * "Composition").
 * @example <PostDate date={post.created_at} />
 */
export function PostDate({ date, className, ...rest }: PostDateProps) {
  const text = formatPostDate(date);
  if (!text) return null;
  return (
    <time {...rest} dateTime={date} className={className}>
      {text}
    </time>
  );
}
