export { BlogCard, type BlogCardProps } from './BlogCard';
export { formatPostDate } from './formatPostDate';
export { PostDate, type PostDateProps } from './PostDate';
