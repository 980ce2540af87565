import type { PostDate as PostDateData } from '../../content-pages/post-date.js';

/** A blog post's date under its title: the words of the page's locale, the machine-readable day in `datetime`. */
export function PostDate({ date }: { date: PostDateData }) {
  return (
    <p className="page__date">
      <time dateTime={date.iso}>{date.text}</time>
    </p>
  );
}
