import { formatPostDate } from './formatPostDate';

/** Props of {@link PostDate}. */
export interface PostDateProps {
  /** ISO date or timestamp. */
  date: string;
  /** Extra class for the `<time>` element. */
  className?: string;
}

/**
 * A post's date as `<time dateTime="…">14 March 2026</time>`; an invalid date renders nothing.
 * @example <PostDate date={post.created_at} />
 */
export function PostDate({ date, className }: PostDateProps) {
  const text = formatPostDate(date);
  if (!text) return null;
  return (
    <time dateTime={date} className={className}>
      {text}
    </time>
  );
}
